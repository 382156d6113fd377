import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import type { PathwiseEvent } from '@pathwise/event-schemas';
import type { EventStore } from '@pathwise/event-store';
import { SingleBar, Presets } from 'cli-progress';
import { EventExportQuery, formatCheckpoint, planEventExport, Pseudonyms } from '../../features/platform/index.js';
import { UsageError } from '../cli-platform.js';

export const exportUsage =
  'Usage: npm run export -- [--from TIME|CHECKPOINT] [--until TIME|CHECKPOINT] [--types A,B] [--format ndjson|csv] [--out FILE] ' +
  '[--no-pseudonymise] [--fresh-pseudonyms]';

export interface ExportArguments {
  readonly query: EventExportQuery;
  readonly out: string | null;
  /** `none` writes personal data as stored (--no-pseudonymise); `fresh` keys this export alone (--fresh-pseudonyms). */
  readonly pseudonymise: 'keyed' | 'fresh' | 'none';
}

/** Reads the flags, refusing a bad one with a message that names it, before anything is opened. */
export function parseExportArguments(argv: readonly string[]): ExportArguments {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: {
        from: { type: 'string' },
        until: { type: 'string' },
        types: { type: 'string' },
        format: { type: 'string' },
        out: { type: 'string' },
        'no-pseudonymise': { type: 'boolean' },
        'fresh-pseudonyms': { type: 'boolean' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new UsageError(`${(error as Error).message}\n${exportUsage}`, { cause: error });
  }
  const parsed = EventExportQuery.safeParse({ from: values.from, until: values.until, types: values.types, format: values.format });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new UsageError(`--${String(issue.path[0])}: ${issue.message}\n${exportUsage}`);
  }
  if (values['no-pseudonymise'] && values['fresh-pseudonyms']) {
    throw new UsageError(`--fresh-pseudonyms: makes no sense with --no-pseudonymise\n${exportUsage}`);
  }
  if (values.out === '') throw new UsageError(`--out: name a file\n${exportUsage}`);
  return {
    query: parsed.data,
    out: values.out ?? null,
    pseudonymise: values['no-pseudonymise'] ? 'none' : values['fresh-pseudonyms'] ? 'fresh' : 'keyed',
  };
}

export interface ExportDeps {
  readonly store: EventStore<PathwiseEvent>;
  readonly keys: { readonly exportKey: string | undefined; readonly personalDataKey: Buffer };
  /** Where the events go without --out. */
  readonly stdout: Writable;
  /** Where the progress bar and the closing lines go, so that the events alone reach stdout. */
  readonly stderr: NodeJS.WritableStream;
}

export interface ExportSummary {
  readonly exported: number;
  readonly scanned: number;
  readonly resumeFrom: string;
}

/** Opens --out before reading anything, so a path that cannot be written is refused as the bad argument it is. */
async function openOut(path: string): Promise<Writable> {
  const file = createWriteStream(path);
  try {
    await once(file, 'open');
  } catch (error) {
    throw new UsageError(`--out: cannot write "${path}": ${(error as Error).message}\n${exportUsage}`, { cause: error });
  }
  return file;
}

async function write(stream: Writable, chunk: string) {
  if (!stream.write(chunk)) await once(stream, 'drain');
}

/** Writes the export with a progress bar and says, last, the checkpoint the next export resumes from. */
export async function runEventExport(args: ExportArguments, deps: ExportDeps): Promise<ExportSummary> {
  const out = args.out ? await openOut(args.out) : deps.stdout;
  const pseudonyms = args.pseudonymise === 'none' ? null : args.pseudonymise === 'fresh' ? Pseudonyms.fresh() : Pseudonyms.fromKeys(deps.keys);
  const planned = await planEventExport(deps.store, args.query, pseudonyms);
  const entriesToScan = await planned.countEntriesToScan();
  const bar = new SingleBar(
    { format: 'export {bar} {percentage}% | {value}/{total} log entries | {exported} exported', hideCursor: true, stream: deps.stderr },
    Presets.shades_classic,
  );
  bar.start(entriesToScan, 0, { exported: 0 });
  const started = performance.now();
  let progress = { scanned: 0, exported: 0 };
  try {
    for await (const chunk of planned.chunks((now) => {
      progress = now;
      bar.update(Math.min(now.scanned, entriesToScan), { exported: now.exported });
    })) {
      await write(out, chunk);
    }
  } finally {
    bar.stop();
    if (out !== deps.stdout) {
      out.end();
      await once(out, 'close');
    }
  }
  const resumeFrom = formatCheckpoint(planned.resumeFrom);
  const seconds = ((performance.now() - started) / 1000).toFixed(2);
  deps.stderr.write(
    `  exported ${progress.exported} events of ${progress.scanned} log entries scanned in ${seconds} s` +
      `${pseudonyms ? '' : ', personal data NOT pseudonymised'}\n` +
      `  resume from checkpoint ${resumeFrom} (npm run export -- --from ${resumeFrom})\n`,
  );
  return { ...progress, resumeFrom };
}
