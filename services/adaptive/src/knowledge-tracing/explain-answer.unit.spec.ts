import { describe, expect, it } from 'vitest';
import { knowledgeModel } from './create-knowledge-model.js';
import { explainAnswer } from './explain-answer.js';
import { defaultKnowledgeModelParameters } from './knowledge-model-parameters.js';

describe('explainAnswer', () => {
  const model = knowledgeModel(defaultKnowledgeModelParameters);
  const item = { itemId: 'q1', skillIds: ['algebra', 'graphs'], priorDifficulty: 1 };
  const answer = (correct: boolean) => ({ learnerId: 'ada', itemId: 'q1', skillIds: ['algebra', 'graphs'], correct, at: 1_000 });

  it('reports, per skill, how much a correct answer raised the estimate and what was predicted before it', () => {
    const explained = explainAnswer(model, model.initialState(), answer(true), item);
    expect(explained.state).toEqual(model.observe(model.initialState(), answer(true), item));
    expect(explained.predicted).toBeCloseTo(model.predict(model.initialState(), item, 1_000), 12);
    expect(explained.changes.map((change) => change.skillId)).toEqual(['algebra', 'graphs']);
    for (const change of explained.changes) {
      expect(change.probabilityChange).toBeGreaterThan(0);
      expect(change.probabilityChange).toBeCloseTo(change.after.probability - change.before.probability, 12);
      expect(change.after.attempts).toBe(change.before.attempts + 1);
    }
  });

  it('reports a fall after a wrong answer', () => {
    const explained = explainAnswer(model, model.initialState(), answer(false), item);
    expect(explained.changes.every((change) => change.probabilityChange < 0)).toBe(true);
  });
});
