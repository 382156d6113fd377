import type { PathwiseEvent } from '@pathwise/event-schemas';
import { compareCheckpoints, START_OF_LOG, type Checkpoint, type EventStore, type StoredEvent } from '@pathwise/event-store';
import type { EventExportQuery } from './event-export-query.js';
import { exportedEventFormats } from './exported-event-formats.js';
import { exportedEvent, type Pseudonyms } from './exported-event.js';

const PAGE_SIZE = 2_000;
/** lagBehind wants a cap on what it counts; no log comes near this one. */
const COUNT_CAP = 2_000_000_000;

export interface ExportProgress {
  readonly scanned: number;
  readonly exported: number;
}

export interface EventExport {
  readonly contentType: string;
  /** Where the next export continues (`--from`/`from`): after every entry this one scanned, exported or filtered out. */
  readonly resumeFrom: Checkpoint;
  /** Log entries to scan, for a progress bar (filtered-out entries are scanned too); a count only a bar needs. */
  countEntriesToScan(): Promise<number>;
  /** The export's text, a page at a time; `onProgress` hears the running counts after each page. */
  chunks(onProgress?: (progress: ExportProgress) => void): AsyncIterable<string>;
}

const minCheckpoint = (a: Checkpoint, b: Checkpoint) => (compareCheckpoints(a, b) <= 0 ? a : b);

/**
 * Plans an export of the log in its read order, the (transaction id, position) order the projections read in. It
 * stops at the end visible when it starts (entries of transactions still open are not final yet), so its resume
 * checkpoint is known before a line is written and nothing before it can still appear later.
 * Times filter on when an event was recorded, as `npm run replay -- --until TIME` does; the whole window is scanned.
 */
export async function planEventExport(
  store: EventStore<PathwiseEvent>,
  query: EventExportQuery,
  pseudonyms: Pseudonyms | null,
): Promise<EventExport> {
  const after = query.from && 'checkpoint' in query.from ? query.from.checkpoint : START_OF_LOG;
  const { visible } = await store.head();
  const end = query.until && 'checkpoint' in query.until ? minCheckpoint(query.until.checkpoint, visible) : visible;
  const empty = compareCheckpoints(after, end) >= 0;
  const fromTime = query.from && 'time' in query.from ? query.from.time : null;
  const untilTime = query.until && 'time' in query.until ? query.until.time : null;
  const inTimes = (event: StoredEvent<PathwiseEvent>) =>
    (fromTime === null || event.recordedAt >= fromTime) && (untilTime === null || event.recordedAt <= untilTime);
  const format = exportedEventFormats[query.format];

  async function* chunks(onProgress?: (progress: ExportProgress) => void): AsyncIterable<string> {
    if (format.header) yield format.header;
    let cursor = after;
    let scanned = 0;
    let exported = 0;
    while (compareCheckpoints(cursor, end) < 0) {
      const page = await store.readAll({ after: cursor, until: end, limit: PAGE_SIZE, ...(query.types ? { types: query.types } : {}) });
      if (page.scanned === 0) break;
      cursor = page.checkpoint;
      scanned += page.scanned;
      const selected = page.events.filter(inTimes);
      exported += selected.length;
      if (selected.length > 0) yield selected.map((event) => format.line(exportedEvent(event, pseudonyms))).join('');
      onProgress?.({ scanned, exported });
    }
  }

  return {
    contentType: format.contentType,
    resumeFrom: empty ? after : end,
    countEntriesToScan: async () => (empty ? 0 : (await store.lagBehind(after, COUNT_CAP)).events),
    chunks,
  };
}
