import { describe, expect, it } from 'vitest';
import type { SkillEstimate } from '../knowledge-tracing/knowledge-model.js';
import { masteryLevelOf, masteryThresholds, readMastery } from './mastery-level.js';

const estimate = (probability: number, confidence: number, attempts: number, correct: number): SkillEstimate => ({
  probability,
  confidence,
  attempts,
  correct,
});

describe('masteryLevelOf', () => {
  it('is not_started without evidence, whatever the prior probability says', () => {
    expect(masteryLevelOf(estimate(0.99, 0, 0, 0))).toBe('not_started');
  });

  it('is attempted after any answer that meets no higher threshold', () => {
    expect(masteryLevelOf(estimate(0.3, 0.1, 1, 0))).toBe('attempted');
    expect(masteryLevelOf(estimate(0.9, 0.9, 1, 1))).toBe('attempted');
  });

  it('climbs familiar, proficient, mastered exactly at each threshold', () => {
    for (const level of ['familiar', 'proficient', 'mastered'] as const) {
      const { probability, confidence, attempts } = masteryThresholds[level];
      expect(masteryLevelOf(estimate(probability, confidence, attempts, attempts))).toBe(level);
    }
  });

  it('stays one level lower just below a threshold on probability, confidence or attempts', () => {
    const { probability, confidence, attempts } = masteryThresholds.mastered;
    expect(masteryLevelOf(estimate(probability - 0.001, confidence, attempts, attempts))).toBe('proficient');
    expect(masteryLevelOf(estimate(probability, confidence - 0.001, attempts, attempts))).toBe('proficient');
    expect(masteryLevelOf(estimate(probability, confidence, attempts - 1, attempts - 1))).toBe('proficient');
    const familiar = masteryThresholds.familiar;
    expect(masteryLevelOf(estimate(familiar.probability - 0.01, 0.9, 10, 6))).toBe('attempted');
  });
});

describe('readMastery', () => {
  it('explains a proficient level with the evidence and what mastery still needs', () => {
    expect(readMastery(estimate(0.82, 0.6, 9, 7))).toEqual({
      level: 'proficient',
      why: 'Proficient: 82% predicted success from 9 answers (7 right); Mastered needs 95% with more evidence.',
    });
  });

  it('says only the missing probability when the evidence is already enough', () => {
    expect(readMastery(estimate(0.9, 0.95, 20, 18)).why).toBe(
      'Proficient: 90% predicted success from 20 answers (18 right); Mastered needs 95%.',
    );
  });

  it('says what is missing when the probability is reached but answers or recency are not', () => {
    expect(readMastery(estimate(0.97, 0.9, 3, 3)).why).toBe(
      'Proficient: 97% predicted success from 3 answers (3 right); Mastered needs at least 5 answers to confirm it.',
    );
    expect(readMastery(estimate(0.97, 0.5, 12, 12)).why).toBe(
      'Proficient: 97% predicted success from 12 answers (12 right); ' +
        'Mastered needs more recent practice to confirm it.',
    );
  });

  it('never shows a probability just below a threshold as the threshold itself', () => {
    expect(readMastery(estimate(0.9499, 0.9, 10, 10)).why).toContain('94% predicted success');
  });

  it('explains not started, attempted and mastered in their own words', () => {
    expect(readMastery(estimate(0.5, 0, 0, 0)).why).toMatch(/^Not started: no answers/);
    expect(readMastery(estimate(0.4, 0.1, 1, 0)).why).toBe(
      'Attempted: 40% predicted success from 1 answer (0 right); Familiar needs 60% with more evidence.',
    );
    expect(readMastery(estimate(0.97, 0.9, 12, 12))).toEqual({
      level: 'mastered',
      why: 'Mastered: 97% predicted success from 12 answers (12 right), held with high confidence.',
    });
  });
});
