import { describe, expect, it } from 'vitest';
import { consistentMastery, dependsOn, forget, learningOrder, missingFor, readyToLearn, wouldCreateCycle, type SkillMap } from './skill-graph';

type Skill = 'count' | 'add' | 'multiply' | 'fractions' | 'percent';

const map: SkillMap<Skill> = {
  skills: ['percent', 'fractions', 'multiply', 'add', 'count'],
  prerequisites: { add: ['count'], multiply: ['add'], fractions: ['multiply'], percent: ['fractions', 'multiply'] },
};

describe('skill graph', () => {
  it('puts the skills without missing prerequisites on the frontier', () => {
    expect(readyToLearn(map, new Set())).toEqual(['count']);
    expect(readyToLearn(map, new Set<Skill>(['count', 'add']))).toEqual(['multiply']);
    expect(missingFor(map, new Set<Skill>(['count', 'add', 'multiply']), 'percent')).toEqual(['fractions']);
  });

  it('follows prerequisites through other skills', () => {
    expect(dependsOn(map, 'percent', 'count')).toBe(true);
    expect(dependsOn(map, 'count', 'percent')).toBe(false);
  });

  it('refuses a prerequisite that would close a loop', () => {
    expect(wouldCreateCycle(map, 'count', 'percent')).toBe(true);
    expect(wouldCreateCycle(map, 'add', 'add')).toBe(true);
    expect(wouldCreateCycle(map, 'percent', 'count')).toBe(false);
  });

  it('ignores prerequisites that are not part of the course', () => {
    const withoutCount: SkillMap<Skill> = { ...map, skills: map.skills.filter((skill) => skill !== 'count') };
    expect(readyToLearn(withoutCount, new Set())).toEqual(['add']);
  });

  it('un-masters what builds on a forgotten skill', () => {
    const mastered = new Set<Skill>(['count', 'add', 'multiply', 'fractions']);
    expect([...forget(map, mastered, 'add')]).toEqual(['count']);
  });

  it('keeps a skill mastered after a map change only if its prerequisites still are', () => {
    const relaxed: SkillMap<Skill> = { ...map, prerequisites: { ...map.prerequisites, multiply: ['fractions'] } };
    expect([...consistentMastery(relaxed, new Set<Skill>(['count', 'add', 'multiply']))]).toEqual(['count', 'add']);
    expect([...consistentMastery(map, new Set<Skill>(['count', 'add']))]).toEqual(['count', 'add']);
  });

  it('orders the skills prerequisites first', () => {
    expect(learningOrder(map)).toEqual(['count', 'add', 'multiply', 'fractions', 'percent']);
  });
});
