import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { leaderboardAliasOf } from './leaderboard-alias.rules.js';

describe('leaderboardAliasOf', () => {
  it('gives a learner the same alias every time: two words and a number', () => {
    const learnerId = randomUUID();
    expect(leaderboardAliasOf(learnerId)).toBe(leaderboardAliasOf(learnerId));
    expect(leaderboardAliasOf(learnerId)).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+ ([1-9]|[1-9]\d)$/);
  });

  it('keeps known ids on the aliases they had: changing the words or the hash renames everyone', () => {
    expect([leaderboardAliasOf('learner-1'), leaderboardAliasOf('learner-2')]).toEqual(['Witty Walrus 98', 'Merry Otter 81']);
  });

  it('spreads a thousand learners over many aliases, none holding their id', () => {
    const ids = Array.from({ length: 1_000 }, () => randomUUID());
    const aliases = new Set(ids.map(leaderboardAliasOf));
    expect(aliases.size).toBeGreaterThan(980);
    for (const id of ids.slice(0, 20)) expect(leaderboardAliasOf(id)).not.toContain(id.slice(0, 8));
  });
});
