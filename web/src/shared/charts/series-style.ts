/**
 * How the n-th series of a chart is told apart: a colour of the theme's chart palette (light and dark themes each
 * set theirs) and, for readers who cannot tell the colours apart, a dash pattern of its own.
 */
const dashes = ['', '6 4', '2 3', '10 3 2 3', '1 5', '8 6'] as const;

export const SERIES_STYLES = dashes.length;

export const seriesStyle = (index: number) => ({
  stroke: `var(--chart-series-${(index % SERIES_STYLES) + 1})`,
  strokeDasharray: dashes[index % SERIES_STYLES] || undefined,
});
