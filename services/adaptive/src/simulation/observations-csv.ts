import type { Observation } from '../knowledge-tracing/knowledge-model.js';

/** The header `npm run eval:kt` reads. */
export const EVAL_CSV_HEADER = 'user_id,item_id,skill_id,correct,timestamp';

/** Several skills of one item share the skill_id field, joined by this (empty when the item has none). */
export const SKILL_SEPARATOR = ';';

const field = (value: string) => (/[",\n\r]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

/** Observations as eval CSV: one row per answer, correct as 0/1, timestamp in epoch milliseconds. */
export function observationsToCsv(observations: readonly Observation[]): string {
  const rows = observations.map((observation) =>
    [
      field(observation.learnerId),
      field(observation.itemId),
      field(observation.skillIds.join(SKILL_SEPARATOR)),
      observation.correct ? '1' : '0',
      String(observation.at),
    ].join(','),
  );
  return `${[EVAL_CSV_HEADER, ...rows].join('\n')}\n`;
}
