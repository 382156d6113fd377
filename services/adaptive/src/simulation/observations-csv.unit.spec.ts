import { describe, expect, it } from 'vitest';
import { observationsToCsv } from './observations-csv.js';
import { pearsonCorrelation, ranks, spearmanCorrelation } from './rank-correlation.js';

describe('observationsToCsv', () => {
  it('writes the eval header and one row per answer, quoting fields that need it and joining several skills', () => {
    const csv = observationsToCsv([
      { learnerId: 'learner-1', itemId: 'item-1', skillIds: ['s1'], correct: true, at: 1_000 },
      { learnerId: 'learner-2', itemId: 'item,"2"', skillIds: ['s1', 's2'], correct: false, at: 2_000 },
      { learnerId: 'learner-2', itemId: 'item-3', skillIds: [], correct: false, at: 3_000 },
    ]);
    expect(csv).toBe(
      'user_id,item_id,skill_id,correct,timestamp\n' +
        'learner-1,item-1,s1,1,1000\n' +
        'learner-2,"item,""2""",s1;s2,0,2000\n' +
        'learner-2,item-3,,0,3000\n',
    );
  });
});

describe('rank correlation', () => {
  it('gives tied values their mean rank, and Spearman 1 for any increasing relation', () => {
    expect(ranks([10, 30, 20, 30])).toEqual([1, 3.5, 2, 3.5]);
    expect(spearmanCorrelation([1, 2, 3, 4], [1, 8, 27, 64])).toBeCloseTo(1, 12);
    expect(pearsonCorrelation([1, 2, 3, 4], [1, 8, 27, 64])).toBeLessThan(1);
    expect(spearmanCorrelation([1, 2, 3], [3, 2, 1])).toBeCloseTo(-1, 12);
  });
});
