/** Runs work once and reports how many items per second it handled. */
export async function rate(items: number, work: () => Promise<void>): Promise<{ perSecond: number; seconds: number }> {
  const started = performance.now();
  await work();
  const seconds = (performance.now() - started) / 1000;
  return { perSecond: items / seconds, seconds };
}

export interface Figure {
  readonly database: string;
  readonly name: string;
  readonly perSecond: number;
  readonly baseline?: { readonly name: string; readonly perSecond: number };
  /** The target: an absolute rate, or a ratio of the baseline. */
  readonly target?: { readonly perSecond?: number; readonly ratio?: number };
}

const format = (value: number) => Math.round(value).toLocaleString('en-US');

export function verdict(figure: Figure): 'met' | 'missed' | '' {
  if (!figure.target) return '';
  if (figure.target.ratio !== undefined && figure.baseline) {
    return figure.perSecond / figure.baseline.perSecond >= figure.target.ratio ? 'met' : 'missed';
  }
  if (figure.target.perSecond !== undefined) return figure.perSecond >= figure.target.perSecond ? 'met' : 'missed';
  return '';
}

/** One line per figure: the rate, its same-run baseline and ratio, and the target with whether it was met. */
export function report(figures: readonly Figure[]): string {
  const lines = figures.map((figure) => {
    const ratio = figure.baseline ? ` | ${(figure.perSecond / figure.baseline.perSecond).toFixed(2)}x of ${figure.baseline.name} (${format(figure.baseline.perSecond)}/s)` : '';
    const target = figure.target
      ? ` | target ${figure.target.ratio !== undefined ? `>= ${figure.target.ratio}x` : `>= ${format(figure.target.perSecond!)}/s`}: ${verdict(figure)}`
      : '';
    return `${figure.database.padEnd(10)} ${figure.name.padEnd(44)} ${format(figure.perSecond).padStart(10)} events/s${ratio}${target}`;
  });
  return lines.join('\n');
}
