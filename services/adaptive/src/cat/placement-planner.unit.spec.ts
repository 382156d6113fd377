import { describe, expect, it } from 'vitest';
import { planPlacement, type PlacementItem } from './placement-planner.js';

const items: PlacementItem[] = [
  { itemId: 'add-1', a: 1, b: 0, skillIds: ['addition'] },
  { itemId: 'add-2', a: 1, b: 0.5, skillIds: ['addition'] },
  { itemId: 'add-3', a: 1, b: -0.5, skillIds: ['addition'] },
  { itemId: 'mul-1', a: 1, b: 0, skillIds: ['multiplication'] },
  { itemId: 'mul-2', a: 1, b: 1, skillIds: ['multiplication'] },
  { itemId: 'both', a: 1, b: 1, skillIds: ['addition', 'multiplication'] },
];
const lessons = [
  { lessonId: 'adding', skillIds: ['addition'] },
  { lessonId: 'multiplying', skillIds: ['multiplication'] },
  { lessonId: 'mixed', skillIds: ['addition', 'multiplication'] },
  { lessonId: 'welcome', skillIds: [] },
];

describe('planPlacement', () => {
  it('masters a skill answered right throughout and skips only the lessons whose every skill is mastered', () => {
    const plan = planPlacement(items, [
      { itemId: 'add-1', correct: true },
      { itemId: 'add-2', correct: true },
      { itemId: 'add-3', correct: true },
      { itemId: 'mul-1', correct: false },
      { itemId: 'mul-2', correct: true },
    ], lessons);
    expect(plan.masteredSkillIds).toEqual(['addition']);
    expect(plan.skippedLessonIds).toEqual(['adding']);
    const multiplication = plan.skills.find((skill) => skill.skillId === 'multiplication')!;
    expect(multiplication).toMatchObject({ answered: 2, correct: 1, mastered: false });
  });

  it('does not master a skill on a single right answer, nor skip a lesson without skills', () => {
    const plan = planPlacement(items, [{ itemId: 'mul-1', correct: true }], lessons);
    expect(plan.masteredSkillIds).toEqual([]);
    expect(plan.skippedLessonIds).toEqual([]);
    expect(plan.skills[0]!.probabilityMastered).toBeGreaterThan(0.5);
  });

  it('counts an item on two skills for both and ignores answers to unknown items', () => {
    const plan = planPlacement(items, [{ itemId: 'both', correct: true }, { itemId: 'nope', correct: true }], lessons);
    expect(plan.skills.map((skill) => [skill.skillId, skill.answered])).toEqual([['addition', 1], ['multiplication', 1]]);
    expect(plan.overall.theta).toBeGreaterThan(0);
  });
});
