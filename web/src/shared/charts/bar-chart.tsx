import { AxisBottom, AxisLeft } from '@visx/axis';
import { GridRows } from '@visx/grid';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { useWidth } from './use-width';
import './charts.css';

export interface BarDatum {
  readonly key: string;
  /** Its name on the category axis ("Mar 4"). */
  readonly label: string;
  readonly value: number;
  /** What a pointer resting on the bar is told ("Mar 4: 120 learning events"). */
  readonly title: string;
}

interface BarChartProps {
  readonly bars: readonly BarDatum[];
  readonly formatValue: (value: number) => string;
  readonly height: number;
}

const margin = { top: 8, right: 8, bottom: 28, left: 44 };
const FALLBACK_WIDTH = 640;
/** Room for one category label, so that labels never run into each other: on a phone every other one shows. */
const CATEGORY_LABEL_PX = 52;
// A quiet bar still gets a sliver, so the reader sees the category exists and was zero.
const MIN_BAR_PX = 1;

/**
 * Bars by category over a value axis with light grid lines at its ticks. The drawing is for the eye: the figure it
 * sits in says the same numbers in words and in a table.
 */
export function BarChart({ bars, formatValue, height }: BarChartProps) {
  const { ref, width } = useWidth<HTMLDivElement>(FALLBACK_WIDTH);
  const innerWidth = Math.max(1, width - margin.left - margin.right);
  const innerHeight = Math.max(1, height - margin.top - margin.bottom);
  const x = scaleBand({ domain: bars.map((bar) => bar.key), range: [0, innerWidth], padding: 0.3 });
  const y = scaleLinear({ domain: [0, Math.max(1, ...bars.map((bar) => bar.value))], range: [innerHeight, 0], nice: true });
  const labelEvery = Math.max(1, Math.ceil((bars.length * CATEGORY_LABEL_PX) / innerWidth));
  const labels = new Map(bars.map((bar) => [bar.key, bar.label]));
  return (
    <div ref={ref} className="chart-canvas">
      <svg width={width} height={height} aria-hidden="true" focusable="false">
        <Group left={margin.left} top={margin.top}>
          <GridRows scale={y} width={innerWidth} numTicks={4} className="chart-grid" />
          <AxisLeft
            scale={y}
            numTicks={4}
            tickFormat={(value) => formatValue(Number(value))}
            axisClassName="chart-axis-line"
            tickClassName="chart-tick"
            tickLabelProps={{ className: 'chart-tick-label', textAnchor: 'end', dx: -4, dy: 4 }}
          />
          {bars.map((bar) => {
            const barHeight = Math.max(MIN_BAR_PX, innerHeight - y(bar.value));
            return (
              <Bar
                key={bar.key}
                className="chart-bar"
                data-key={bar.key}
                x={x(bar.key)}
                y={innerHeight - barHeight}
                width={x.bandwidth()}
                height={barHeight}
              >
                <title>{bar.title}</title>
              </Bar>
            );
          })}
          <AxisBottom
            top={innerHeight}
            scale={x}
            tickValues={bars.filter((_, index) => index % labelEvery === 0).map((bar) => bar.key)}
            tickFormat={(key) => labels.get(String(key)) ?? ''}
            axisClassName="chart-axis-line"
            tickClassName="chart-tick"
            tickLabelProps={{ className: 'chart-tick-label', textAnchor: 'middle' }}
          />
        </Group>
      </svg>
    </div>
  );
}
