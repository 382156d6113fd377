import { describe, expect, it } from 'vitest';
import { difficultyLevelsInOrder } from './difficulty-policy.js';
import {
  difficultyOfSkills,
  difficultyWindows,
  distanceFromLevel,
  levelForAbility,
  servedAtLevel,
} from './difficulty-window.js';

interface Item {
  readonly itemId: string;
  readonly difficulty: number;
}

const bank: Item[] = [-3, -1, 0, 1, 3].map((difficulty) => ({ itemId: `b${difficulty}`, difficulty }));
const ids = (items: readonly Item[]) => items.map((item) => item.itemId);

describe('difficultyWindows', () => {
  it('rise with the level and overlap their neighbours, covering the whole -4..4 scale', () => {
    const windows = difficultyLevelsInOrder.map((level) => difficultyWindows[level]);
    expect(windows[0]?.min).toBe(-4);
    expect(windows.at(-1)?.max).toBe(4);
    windows.slice(1).forEach((window, index) => {
      const previous = windows[index];
      expect(window.min).toBeGreaterThan(previous?.min ?? Infinity);
      expect(window.min).toBeLessThan(previous?.max ?? -Infinity);
    });
  });
});

describe('servedAtLevel', () => {
  it('serves the items whose difficulty lies in the level window, in their order', () => {
    expect(ids(servedAtLevel(bank, 'beginner', (item) => item.difficulty))).toEqual(['b-3', 'b-1']);
    expect(ids(servedAtLevel(bank, 'intermediate', (item) => item.difficulty))).toEqual(['b-1', 'b0']);
    expect(ids(servedAtLevel(bank, 'expert', (item) => item.difficulty))).toEqual(['b1', 'b3']);
  });

  it('falls back to the nearest items when none lies in the window, and to nothing for no items', () => {
    const easyOnly: Item[] = [
      { itemId: 'e1', difficulty: -3 },
      { itemId: 'e2', difficulty: -2 },
      { itemId: 'e3', difficulty: -2 },
    ];
    expect(ids(servedAtLevel(easyOnly, 'expert', (item) => item.difficulty))).toEqual(['e2', 'e3']);
    expect(servedAtLevel([], 'beginner', (item: Item) => item.difficulty)).toEqual([]);
  });
});

describe('distanceFromLevel', () => {
  it('is zero inside the window or for an unknown difficulty, else the distance to the nearer edge', () => {
    expect(distanceFromLevel(0, 'expert')).toBe(0.5);
    expect(distanceFromLevel(0.5, 'expert')).toBe(0);
    expect(distanceFromLevel(null, 'expert')).toBe(0);
    expect(distanceFromLevel(1, 'beginner')).toBe(1.5);
  });
});

describe('levelForAbility', () => {
  it('serves items about logit(0.75) easier than the ability, so predicted success starts mid-band', () => {
    expect(levelForAbility(-2)).toBe('beginner');
    expect(levelForAbility(0)).toBe('intermediate');
    expect(levelForAbility(1.5)).toBe('advanced');
    expect(levelForAbility(3)).toBe('expert');
  });

  it('starts lower for a higher target success', () => {
    expect(levelForAbility(1.5, 0.85)).toBe('intermediate');
    expect(levelForAbility(1.5, 0.95)).toBe('beginner');
  });
});

describe('difficultyOfSkills', () => {
  const items = [
    { skillIds: ['a'], difficulty: -1 },
    { skillIds: ['a', 'b'], difficulty: 1 },
    { skillIds: ['c'], difficulty: 3 },
  ];

  it('is the mean difficulty of the items on any of the skills, or null without items', () => {
    expect(difficultyOfSkills(['a'], items)).toBe(0);
    expect(difficultyOfSkills(['b', 'c'], items)).toBe(2);
    expect(difficultyOfSkills(['z'], items)).toBeNull();
    expect(difficultyOfSkills([], items)).toBeNull();
  });
});
