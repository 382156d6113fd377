import { pathwiseEvents } from '@pathwise/event-schemas';
import type { Checkpoint } from '@pathwise/event-store';
import { z } from 'zod';

/**
 * Where an export starts or stops: a checkpoint as an earlier export printed it (`TRANSACTION:POSITION`), or a time.
 * A bare position is refused: the log is read in (transaction id, position) order, and an event of an older
 * transaction may hold a higher position than one already read, so resuming "after position N" could skip it.
 */
export type ExportBound = { readonly checkpoint: Checkpoint } | { readonly time: Date };

const CHECKPOINT_TEXT = /^(\d{1,20}):(\d{1,19})$/;

export function formatCheckpoint(checkpoint: Checkpoint): string {
  return `${checkpoint.transactionId}:${checkpoint.position}`;
}

const Bound = z.string().transform((text, context): ExportBound => {
  const checkpoint = CHECKPOINT_TEXT.exec(text);
  if (checkpoint) return { checkpoint: { transactionId: BigInt(checkpoint[1]!), position: BigInt(checkpoint[2]!) } };
  if (/^\d+$/.test(text)) {
    context.addIssue({
      code: 'custom',
      message: `"${text}" is a bare log position, which is no safe place to resume: give the checkpoint an export printed (TRANSACTION:POSITION) or a date-time`,
    });
    return z.NEVER;
  }
  // Only full ISO 8601 date-times (or dates): Date would also take "March 3" and guess the year.
  const time = /^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(text) ? new Date(text) : new Date(Number.NaN);
  if (Number.isNaN(time.getTime())) {
    context.addIssue({ code: 'custom', message: `"${text}" is neither a checkpoint (TRANSACTION:POSITION) nor an ISO 8601 date-time` });
    return z.NEVER;
  }
  return { time };
});

const Types = z.string().transform((text, context) => {
  const types = [...new Set(text.split(',').map((type) => type.trim()).filter((type) => type !== ''))];
  const unknown = types.filter((type) => !pathwiseEvents.has(type));
  if (types.length === 0) context.addIssue({ code: 'custom', message: 'Name at least one event type' });
  else if (unknown.length > 0) context.addIssue({ code: 'custom', message: `Unknown event type: ${unknown.join(', ')}` });
  return types;
});

export const exportFormats = ['ndjson', 'csv'] as const;
export type ExportFormat = (typeof exportFormats)[number];

/** What to export, as the admin route's query and the command line both say it (flags named like the fields). */
export const EventExportQuery = z
  .object({
    from: Bound.optional().describe('Export events after this checkpoint (TRANSACTION:POSITION, as an export printed it), or recorded at or after this time'),
    until: Bound.optional().describe('Stop at this checkpoint (inclusive), or leave out events recorded after this time'),
    types: Types.optional().describe('Comma-separated event types to export; all types when absent'),
    format: z.enum(exportFormats).default('ndjson').describe('ndjson (one JSON object a line) or csv (RFC 4180, with a header row)'),
  })
  .strict();
export type EventExportQuery = z.output<typeof EventExportQuery>;
