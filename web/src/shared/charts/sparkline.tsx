import { scaleLinear } from '@visx/scale';
import { AreaClosed, LinePath } from '@visx/shape';
import { useWidth } from './use-width';
import './charts.css';

interface SparklineProps {
  /** Evenly spaced values, oldest first. */
  readonly values: readonly number[];
  readonly height?: number;
}

const FALLBACK_WIDTH = 200;
const PAD = 2;

/**
 * A figure's recent course as a small line with its area filled, no axes: for the eye beside the number, which the
 * figure says in words, with the values in a table behind it.
 */
export function Sparkline({ values, height = 40 }: SparklineProps) {
  const { ref, width } = useWidth<HTMLDivElement>(FALLBACK_WIDTH);
  const x = scaleLinear({ domain: [0, Math.max(1, values.length - 1)], range: [PAD, width - PAD] });
  const y = scaleLinear({ domain: [0, Math.max(1, ...values)], range: [height - PAD, PAD] });
  const points = values.map((value, index) => ({ index, value }));
  return (
    <div ref={ref} className="chart-canvas sparkline">
      <svg width={width} height={height} aria-hidden="true" focusable="false">
        <AreaClosed data={points} x={(point) => x(point.index)} y={(point) => y(point.value)} yScale={y} className="sparkline-area" />
        <LinePath data={points} x={(point) => x(point.index)} y={(point) => y(point.value)} className="chart-line sparkline-line" />
      </svg>
    </div>
  );
}
