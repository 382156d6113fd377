import { describe, expect, it } from 'vitest';
import { parseBinaryMatrix, responseMatrixObservations, splitLearners } from './response-matrix-dataset.js';

describe('response matrix datasets', () => {
  it('turns rows into answers in item order with every skill the Q-matrix marks', () => {
    const responses = parseBinaryMatrix('1 0\n0 1\n', 'responses.txt');
    const observations = responseMatrixObservations(responses, parseBinaryMatrix('1 1 0\n0 0 1\n', 'q.txt'));
    expect(observations[0]).toEqual({ learnerId: 'examinee-1', itemId: 'item-1', skillIds: ['skill-1', 'skill-2'], correct: true, at: 0 });
    expect(observations[3]).toEqual({ learnerId: 'examinee-2', itemId: 'item-2', skillIds: ['skill-3'], correct: true, at: 1000 });
    expect(responseMatrixObservations(responses)[0]?.skillIds).toEqual([]);
  });

  it('names the line and column of a bad value, a ragged row and a mismatched Q-matrix', () => {
    expect(() => parseBinaryMatrix('1 0\n1 x\n', 'r.txt')).toThrow("r.txt line 2, column 2: expected 0 or 1, found 'x'");
    expect(() => parseBinaryMatrix('1 0\n1\n', 'r.txt')).toThrow('r.txt line 2: expected 2 values, found 1');
    expect(() => responseMatrixObservations([[1, 0]], [[1]])).toThrow('the Q-matrix has 1 rows but the responses have 2 items');
  });

  it('splits whole learners, reproducibly for a seed', () => {
    const observations = responseMatrixObservations(Array.from({ length: 50 }, (_, k) => [k % 2, 1, 0]));
    const { train, test } = splitLearners(observations, 0.2, 4);
    const testLearners = new Set(test.map((o) => o.learnerId));
    expect(testLearners.size).toBe(10);
    expect(train.some((o) => testLearners.has(o.learnerId))).toBe(false);
    expect(splitLearners(observations, 0.2, 4).test).toEqual(test);
    expect(splitLearners(observations, 0.2, 5).test).not.toEqual(test);
  });
});
