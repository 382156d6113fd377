import { Suspense, type ComponentProps } from 'react';
import { lazyWhenOnline } from '../lib/load-when-online';
import { useDeferredLoad } from '../lib/use-deferred-load';

const LazyBarChart = lazyWhenOnline(() => import('./bar-chart').then((module) => ({ default: module.BarChart })));

type DeferredBarChartProps = ComponentProps<typeof LazyBarChart> & {
  /** What the bars show, in one sentence: the drawing's name for readers who cannot see it. */
  readonly summary: string;
};

/**
 * A bar chart for a page that paints before its JavaScript runs (the public pages): the chart's box is drawn at its
 * height from the start, so nothing moves when it fills, and the chart's code (visx and its scales) loads at the
 * deferred moment rather than with the page. The numbers themselves are in the figure's words and table at once.
 */
export function DeferredBarChart({ summary, ...chart }: DeferredBarChartProps) {
  const due = useDeferredLoad();
  return (
    <div className="deferred-chart" role="img" aria-label={summary} style={{ height: chart.height }}>
      {due && (
        <Suspense fallback={null}>
          <LazyBarChart {...chart} />
        </Suspense>
      )}
    </div>
  );
}
