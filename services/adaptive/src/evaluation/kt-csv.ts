import type { Observation } from '../knowledge-tracing/knowledge-model.js';

/**
 * The evaluation's CSV format: user_id,item_id,skill_id,correct,timestamp (columns in any order, extra columns
 * ignored). An answer exercising several skills lists them in skill_id separated by '~'; skill_id may be empty.
 * timestamp is a number (seconds by default) or an ISO 8601 date.
 */
export const KT_CSV_COLUMNS = ['user_id', 'item_id', 'skill_id', 'correct', 'timestamp'] as const;
export const SKILL_SEPARATOR = '~';

export type TimestampUnit = 'ms' | 's';

export class KnowledgeTracingCsvError extends Error {
  override readonly name = 'KnowledgeTracingCsvError';
}

const CORRECT_VALUES: Readonly<Record<string, boolean>> = { '1': true, '0': false, true: true, false: false };

/** Splits one CSV line, honouring double-quoted fields with "" as an escaped quote. */
export function splitCsvLine(line: string): string[] {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let k = 0; k < line.length; k++) {
    const char = line[k];
    if (quoted) {
      if (char === '"' && line[k + 1] === '"') {
        field += '"';
        k++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      fields.push(field);
      field = '';
    } else field += char;
  }
  fields.push(field);
  return fields.map((value) => value.trim());
}

function parseTimestamp(text: string, unit: TimestampUnit, where: string): number {
  if (/^-?\d+(\.\d+)?$/.test(text)) return Number(text) * (unit === 's' ? 1000 : 1);
  const parsed = /^\d{4}-\d{2}-\d{2}/.test(text) ? Date.parse(text) : Number.NaN;
  if (Number.isNaN(parsed)) throw new KnowledgeTracingCsvError(`${where}: timestamp must be a number or an ISO 8601 date, found '${text}'`);
  return parsed;
}

/** Parses the whole file into answers in file order; every problem names the file, line and column. */
export function parseKnowledgeTracingCsv(text: string, source: string, unit: TimestampUnit = 's'): Observation[] {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const headerLine = lines[0] ?? '';
  if (headerLine.trim() === '') throw new KnowledgeTracingCsvError(`${source} is empty: expected the header ${KT_CSV_COLUMNS.join(',')}`);
  const header = splitCsvLine(headerLine).map((name) => name.toLowerCase());
  const missing = KT_CSV_COLUMNS.filter((name) => !header.includes(name));
  if (missing.length > 0) {
    throw new KnowledgeTracingCsvError(
      `${source}: the header lacks column${missing.length > 1 ? 's' : ''} ${missing.join(', ')} (expected ${KT_CSV_COLUMNS.join(',')})`,
    );
  }
  const column = Object.fromEntries(KT_CSV_COLUMNS.map((name) => [name, header.indexOf(name)])) as Record<(typeof KT_CSV_COLUMNS)[number], number>;
  const observations: Observation[] = [];
  lines.slice(1).forEach((line, index) => {
    if (line.trim() === '') return;
    const where = `${source} line ${index + 2}`;
    const fields = splitCsvLine(line);
    if (fields.length !== header.length) throw new KnowledgeTracingCsvError(`${where}: expected ${header.length} fields, found ${fields.length}`);
    const field = (name: (typeof KT_CSV_COLUMNS)[number]) => fields[column[name]] ?? '';
    for (const required of ['user_id', 'item_id', 'correct', 'timestamp'] as const) {
      if (field(required) === '') throw new KnowledgeTracingCsvError(`${where}: ${required} is empty`);
    }
    const correct = CORRECT_VALUES[field('correct').toLowerCase()];
    if (correct === undefined) throw new KnowledgeTracingCsvError(`${where}: correct must be 0 or 1, found '${field('correct')}'`);
    observations.push({
      learnerId: field('user_id'),
      itemId: field('item_id'),
      skillIds: field('skill_id')
        .split(SKILL_SEPARATOR)
        .map((skill) => skill.trim())
        .filter((skill) => skill !== ''),
      correct,
      at: parseTimestamp(field('timestamp'), unit, where),
    });
  });
  if (observations.length === 0) throw new KnowledgeTracingCsvError(`${source} has a header but no answers`);
  return observations;
}

const quoteIfNeeded = (value: string) => (/[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** Writes answers in the same format (timestamps in seconds), so derived datasets can be re-read and shared. */
export function formatKnowledgeTracingCsv(observations: readonly Observation[]): string {
  const rows = observations.map((o) =>
    [o.learnerId, o.itemId, o.skillIds.join(SKILL_SEPARATOR), o.correct ? '1' : '0', String(o.at / 1000)].map(quoteIfNeeded).join(','),
  );
  return [KT_CSV_COLUMNS.join(','), ...rows].join('\n') + '\n';
}
