import type { PredictorEvaluation } from './evaluate-predictors.js';
import { METRIC_NAMES } from './metrics.js';

const HEADINGS = { auc: 'AUC', logLoss: 'log loss', rmse: 'RMSE', accuracy: 'accuracy' } as const;

const cell = (value: number, [low, high]: readonly [number, number]) => `${value.toFixed(4)} [${low.toFixed(4)}, ${high.toFixed(4)}]`;

/** A Markdown table (readable in a terminal and pasteable into the README): each metric with its 95% interval. */
export function formatEvaluationTable(evaluations: readonly PredictorEvaluation[]): string {
  const header = ['method', ...METRIC_NAMES.map((name) => `${HEADINGS[name]} (95% CI)`), 'AUC gap to the first (paired 95% CI)'];
  const rows = evaluations.map((e) => [
    e.name,
    ...METRIC_NAMES.map((name) => cell(e.metrics[name], e.intervals[name])),
    e.aucBehindFirst ? cell(e.aucBehindFirst.difference, e.aucBehindFirst.interval) : '',
  ]);
  const widths = header.map((title, k) => Math.max(title.length, ...rows.map((row) => (row[k] ?? '').length)));
  const line = (cells: readonly string[]) => `| ${cells.map((text, k) => text.padEnd(widths[k] ?? 0)).join(' | ')} |`;
  return [line(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.map(line)].join('\n');
}
