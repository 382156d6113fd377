import type { Observation } from '../knowledge-tracing/knowledge-model.js';
import { seededRandom } from '../shared/seeded-random.js';

/**
 * Turns an examinee-by-item 0/1 response matrix (one examinee per line, as in ../shared/data/irt) into answers for
 * the knowledge-tracing evaluation: items in column order, one second apart (the test's order stands in for time).
 * With a Q-matrix, an item carries every skill its row marks (ECPE items measure one to two of three skills); the
 * models average (ours, BKT) or sum (PFA) over those skills. Without one, answers carry no skill.
 */
export class ResponseMatrixError extends Error {
  override readonly name = 'ResponseMatrixError';
}

export function parseBinaryMatrix(text: string, source: string): number[][] {
  const rows = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line, index) =>
      line.split(/[\s,]+/).map((cell, column) => {
        if (cell !== '0' && cell !== '1') {
          throw new ResponseMatrixError(`${source} line ${index + 1}, column ${column + 1}: expected 0 or 1, found '${cell}'`);
        }
        return Number(cell);
      }),
    );
  if (rows.length === 0) throw new ResponseMatrixError(`${source} is empty`);
  const width = rows[0]?.length ?? 0;
  const ragged = rows.findIndex((row) => row.length !== width);
  if (ragged >= 0) throw new ResponseMatrixError(`${source} line ${ragged + 1}: expected ${width} values, found ${rows[ragged]?.length}`);
  return rows;
}

export function responseMatrixObservations(
  responses: readonly (readonly number[])[],
  qMatrix?: readonly (readonly number[])[],
): Observation[] {
  const itemCount = responses[0]?.length ?? 0;
  if (qMatrix && qMatrix.length !== itemCount) {
    throw new ResponseMatrixError(`the Q-matrix has ${qMatrix.length} rows but the responses have ${itemCount} items`);
  }
  const skillsOf = (item: number) =>
    (qMatrix?.[item] ?? []).flatMap((marked, skill) => (marked === 1 ? [`skill-${skill + 1}`] : []));
  return responses.flatMap((row, learner) =>
    row.map((value, item) => ({
      learnerId: `examinee-${learner + 1}`,
      itemId: `item-${item + 1}`,
      skillIds: skillsOf(item),
      correct: value === 1,
      at: item * 1000,
    })),
  );
}

/** A seeded split of whole learners (never of one learner's answers), so the test learners are new to the model. */
export function splitLearners(observations: readonly Observation[], testShare: number, seed: number) {
  const learnerIds = [...new Set(observations.map((o) => o.learnerId))];
  const random = seededRandom(seed);
  for (let k = learnerIds.length - 1; k > 0; k--) {
    const j = random.integer(k + 1);
    [learnerIds[k], learnerIds[j]] = [learnerIds[j] ?? '', learnerIds[k] ?? ''];
  }
  const testIds = new Set(learnerIds.slice(0, Math.round(learnerIds.length * testShare)));
  return {
    train: observations.filter((o) => !testIds.has(o.learnerId)),
    test: observations.filter((o) => testIds.has(o.learnerId)),
  };
}
