import { AxisBottom, AxisLeft } from '@visx/axis';
import { GridRows } from '@visx/grid';
import { Group } from '@visx/group';
import { scaleLinear, scaleTime } from '@visx/scale';
import { LinePath } from '@visx/shape';
import type { ReactNode } from 'react';
import { seriesStyle } from './series-style';
import { useWidth } from './use-width';
import './charts.css';

export interface TimeSeries {
  readonly id: string;
  /** The series in words, shown in the legend beside its line's sample: its name and what it did. */
  readonly description: ReactNode;
  readonly points: readonly { readonly at: string; readonly value: number }[];
}

interface TimeSeriesChartProps {
  readonly series: readonly TimeSeries[];
  /** The time axis: every series is drawn on the same one. */
  readonly span: readonly [string, string];
  readonly valueDomain: readonly [number, number];
  readonly formatValue: (value: number) => string;
  readonly formatTime: (moment: Date) => string;
  /** A moment to mark across the chart (the one time travel shows), with its label. */
  readonly marker?: { readonly at: string; readonly label: string };
  readonly height?: number;
}

const margin = { top: 16, right: 20, bottom: 40, left: 52 };
const FALLBACK_WIDTH = 640;
/** Room for one tick label of the time axis, so that labels never run into each other. */
const TIME_TICK_PX = 96;

/**
 * Lines over time with both axes, light grid lines at the value ticks, a point per value, and a legend in words.
 * The drawing is for the eye; the legend says in words what each line shows, for everyone.
 */
export function TimeSeriesChart({ series, span, valueDomain, formatValue, formatTime, marker, height = 240 }: TimeSeriesChartProps) {
  const { ref, width } = useWidth<HTMLDivElement>(FALLBACK_WIDTH);
  const innerWidth = Math.max(1, width - margin.left - margin.right);
  const innerHeight = Math.max(1, height - margin.top - margin.bottom);
  const start = new Date(span[0]);
  // A span of a single moment still needs a width to draw on.
  const end = new Date(Math.max(Date.parse(span[1]), start.getTime() + 60_000));
  const x = scaleTime({ domain: [start, end], range: [0, innerWidth] });
  const y = scaleLinear({ domain: [valueDomain[0], valueDomain[1]], range: [innerHeight, 0] });
  const timeTicks = Math.max(2, Math.floor(innerWidth / TIME_TICK_PX));
  return (
    <div className="time-series-chart">
      <div ref={ref} className="chart-canvas">
        <svg width={width} height={height} aria-hidden="true" focusable="false">
          <Group left={margin.left} top={margin.top}>
            <GridRows scale={y} width={innerWidth} numTicks={5} className="chart-grid" />
            <AxisLeft
              scale={y}
              numTicks={5}
              tickFormat={(value) => formatValue(Number(value))}
              axisClassName="chart-axis-line"
              tickClassName="chart-tick"
              tickLabelProps={{ className: 'chart-tick-label', textAnchor: 'end', dx: -4, dy: 4 }}
            />
            <AxisBottom
              top={innerHeight}
              scale={x}
              numTicks={timeTicks}
              tickFormat={(value) => formatTime(value instanceof Date ? value : new Date(Number(value)))}
              axisClassName="chart-axis-line"
              tickClassName="chart-tick"
              tickLabelProps={{ className: 'chart-tick-label', textAnchor: 'middle' }}
            />
            {series.map((line, index) => (
              <g key={line.id} className="chart-series" style={{ color: seriesStyle(index).stroke }}>
                <LinePath
                  data={[...line.points]}
                  x={(point) => x(new Date(point.at))}
                  y={(point) => y(point.value)}
                  className="chart-line"
                  strokeDasharray={seriesStyle(index).strokeDasharray}
                />
                {line.points.map((point) => (
                  <circle key={point.at} className="chart-point" cx={x(new Date(point.at))} cy={y(point.value)} r={3.5} />
                ))}
              </g>
            ))}
            {marker && (
              <g className="chart-marker" transform={`translate(${x(new Date(marker.at))},0)`}>
                <line y1={0} y2={innerHeight} />
                <text y={-4} textAnchor="middle">
                  {marker.label}
                </text>
              </g>
            )}
          </Group>
        </svg>
      </div>
      <ul className="chart-legend">
        {series.map((line, index) => (
          <li key={line.id} className="chart-legend-item">
            <svg className="chart-legend-sample" width="28" height="10" aria-hidden="true" focusable="false">
              <line x1="1" x2="27" y1="5" y2="5" style={{ stroke: seriesStyle(index).stroke }} strokeDasharray={seriesStyle(index).strokeDasharray} />
            </svg>
            <span>{line.description}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
