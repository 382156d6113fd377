import { describe, expect, it } from 'vitest';
import { pathwiseEvents } from '../index.js';
import { LeaderboardParticipationChanged } from './leaderboard.events.js';

describe('LeaderboardParticipationChanged', () => {
  it('upcasts a version 1 opt-in to showing the name the learner consented to show', () => {
    expect(LeaderboardParticipationChanged.schemaVersion).toBe(2);
    expect(pathwiseEvents.upcast(LeaderboardParticipationChanged, 1, { learnerId: 'l1', participating: true })).toEqual({
      learnerId: 'l1',
      participating: true,
      shownAs: 'name',
    });
  });

  it('upcasts a version 1 opt-out to the alias, which an unlisted learner never shows anyway', () => {
    expect(pathwiseEvents.upcast(LeaderboardParticipationChanged, 1, { learnerId: 'l1', participating: false })).toEqual({
      learnerId: 'l1',
      participating: false,
      shownAs: 'alias',
    });
  });

  it('needs to know how the learner is shown', () => {
    expect(pathwiseEvents.validate(LeaderboardParticipationChanged, { learnerId: 'l1', participating: true, shownAs: 'name' }).ok).toBe(true);
    expect(pathwiseEvents.validate(LeaderboardParticipationChanged, { learnerId: 'l1', participating: true }).ok).toBe(false);
  });
});
