import { describe, expect, it } from 'vitest';
import type { SkillMasteryLevel } from '../mastery/mastery-level.js';
import { type SkillNode, frontierTowards, readyToLearn } from './skill-frontier.js';

const skill = (skillId: string, ...prerequisiteIds: string[]): SkillNode => ({
  skillId,
  name: skillId.toUpperCase(),
  prerequisiteIds,
});
const levels = (entries: Record<string, SkillMasteryLevel>) => new Map(Object.entries(entries));
const ids = (frontier: readonly { skillId: string }[]) => frontier.map((entry) => entry.skillId);

// counting -> addition -> multiplication -> fractions; addition -> subtraction
const arithmetic = [
  skill('counting'),
  skill('addition', 'counting'),
  skill('subtraction', 'addition'),
  skill('multiplication', 'addition'),
  skill('fractions', 'multiplication', 'subtraction'),
];

describe('readyToLearn', () => {
  it('offers only the roots to a learner with no evidence', () => {
    expect(readyToLearn(arithmetic, new Map())).toEqual([
      { skillId: 'counting', name: 'COUNTING', metPrerequisites: [] },
    ]);
  });

  it('opens a skill once every prerequisite is at least proficient, and drops mastered skills', () => {
    const frontier = readyToLearn(arithmetic, levels({ counting: 'mastered', addition: 'proficient' }));
    expect(ids(frontier)).toEqual(['addition', 'subtraction', 'multiplication']);
    expect(frontier[1]?.metPrerequisites).toEqual(['ADDITION']);
  });

  it('keeps a skill closed while any prerequisite is only familiar', () => {
    const frontier = readyToLearn(
      arithmetic,
      levels({ counting: 'mastered', addition: 'mastered', multiplication: 'mastered', subtraction: 'familiar' }),
    );
    expect(ids(frontier)).toEqual(['subtraction']);
  });

  it('is empty for an empty course or when everything is mastered', () => {
    expect(readyToLearn([], new Map())).toEqual([]);
    const all = Object.fromEntries(arithmetic.map((s) => [s.skillId, 'mastered' as const]));
    expect(readyToLearn(arithmetic, levels(all))).toEqual([]);
  });

  it('ignores unknown prerequisites, duplicates and a skill requiring itself', () => {
    const frontier = readyToLearn([skill('a', 'ghost', 'a'), skill('b', 'a', 'a')], levels({ a: 'proficient' }));
    expect(ids(frontier)).toEqual(['a', 'b']);
    expect(frontier[0]?.metPrerequisites).toEqual([]);
  });

  it('treats a cycle as one unit, ready together once its outside prerequisites are met', () => {
    const cyclic = [skill('base'), skill('x', 'base', 'y'), skill('y', 'x'), skill('z', 'y')];
    expect(ids(readyToLearn(cyclic, new Map()))).toEqual(['base']);
    const frontier = readyToLearn(cyclic, levels({ base: 'proficient' }));
    expect(ids(frontier)).toEqual(['base', 'x', 'y']);
    expect(frontier.find((entry) => entry.skillId === 'y')?.metPrerequisites).toEqual(['BASE']);
    expect(ids(readyToLearn(cyclic, levels({ base: 'mastered', x: 'proficient', y: 'mastered' })))).toEqual(['x', 'z']);
  });

  it('offers every skill of a graph that is one big cycle', () => {
    const ring = [skill('p', 'q'), skill('q', 'r'), skill('r', 'p')];
    expect(ids(readyToLearn(ring, new Map()))).toEqual(['p', 'q', 'r']);
  });
});

describe('frontierTowards', () => {
  const progress = levels({ counting: 'mastered', addition: 'proficient' });
  const frontier = readyToLearn(arithmetic, progress);

  it('is the target itself when it is ready', () => {
    expect(ids(frontierTowards(arithmetic, progress, frontier, 'multiplication'))).toEqual(['multiplication']);
  });

  it('is the ready prerequisites standing before a target that is not ready', () => {
    const gaps = frontierTowards(arithmetic, progress, frontier, 'fractions');
    expect(ids(gaps)).toEqual(['subtraction', 'multiplication']);
  });

  it('walks only through unmet prerequisites, so a proficient one is no gap', () => {
    const shaky = levels({ counting: 'familiar', addition: 'proficient' });
    const shakyFrontier = readyToLearn(arithmetic, shaky);
    expect(ids(shakyFrontier)).toContain('counting');
    expect(ids(frontierTowards(arithmetic, shaky, shakyFrontier, 'multiplication'))).toEqual(['multiplication']);
  });

  it('is empty for a mastered or unknown target', () => {
    expect(frontierTowards(arithmetic, progress, frontier, 'counting')).toEqual([]);
    expect(frontierTowards(arithmetic, progress, frontier, 'calculus')).toEqual([]);
  });
});
