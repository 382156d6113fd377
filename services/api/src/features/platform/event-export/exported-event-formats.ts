import { csvField, csvRow } from '../../../kernel/csv.js';
import type { ExportFormat } from './event-export-query.js';
import type { ExportedEvent } from './exported-event.js';

const CSV_COLUMNS = [
  'checkpoint', 'position', 'transaction_id', 'recorded_at', 'type', 'stream_id', 'stream_version', 'schema_version',
  'event_id', 'actor_kind', 'actor_id', 'correlation_id', 'causation_id', 'data',
] as const;

function csvLine(event: ExportedEvent): string {
  const { actor, correlationId, causationId } = event.metadata;
  return csvRow([
    csvField(event.checkpoint), csvField(event.position), csvField(event.transactionId), csvField(event.recordedAt), csvField(event.type),
    csvField(event.streamId, { text: true }), csvField(event.streamVersion), csvField(event.schemaVersion), csvField(event.eventId),
    csvField(actor?.kind ?? null), csvField(actor?.id ?? null, { text: true }), csvField(correlationId ?? null, { text: true }),
    csvField(causationId ?? null, { text: true }),
    // The data keeps its shape as JSON in one column: event types differ too much for a column per field.
    csvField(JSON.stringify(event.data), { text: true }),
  ]);
}

/** How each format writes an export: what comes before the events, and one event as one line (or CSV row). */
export const exportedEventFormats: Record<ExportFormat, { readonly contentType: string; readonly header: string; line(event: ExportedEvent): string }> = {
  ndjson: { contentType: 'application/x-ndjson; charset=utf-8', header: '', line: (event) => `${JSON.stringify(event)}\n` },
  csv: { contentType: 'text/csv; charset=utf-8', header: csvRow([...CSV_COLUMNS]), line: csvLine },
};
