import { describe, expect, it } from 'vitest';
import type { HttpError } from '../../http/http-errors.js';
import { NOT_THE_CREATOR, decideLeaderboard, evolveChoice, initialChoiceState } from './leaderboard.decider.js';

const participation = (participating: boolean) => ({ type: 'ChooseParticipation' as const, data: { learnerId: 'l1', participating } });
const switchBoard = (enabled: boolean, actorId = 'creator', course: { creatorId: string } | null = { creatorId: 'creator' }) => ({
  type: 'SwitchCourseBoard' as const,
  data: { courseId: 'c1', enabled, actorId, course },
});

describe('leaderboard decider', () => {
  it('opts a learner in, who starts off the boards, and opts them out again', () => {
    const optedIn = decideLeaderboard(participation(true), initialChoiceState);
    expect(optedIn).toEqual([{ type: 'LeaderboardParticipationChanged', data: { learnerId: 'l1', participating: true } }]);
    const state = optedIn.reduce(evolveChoice, initialChoiceState);
    expect(decideLeaderboard(participation(false), state)).toEqual([
      { type: 'LeaderboardParticipationChanged', data: { learnerId: 'l1', participating: false } },
    ]);
  });

  it('appends nothing for a choice already made (a retry, or opting out when never in)', () => {
    expect(decideLeaderboard(participation(false), initialChoiceState)).toEqual([]);
    const state = evolveChoice(initialChoiceState, { type: 'LeaderboardParticipationChanged', data: { learnerId: 'l1', participating: true } });
    expect(decideLeaderboard(participation(true), state)).toEqual([]);
  });

  it("lets the course's creator switch its board off and on, and does nothing when it already is so", () => {
    expect(decideLeaderboard(switchBoard(false), initialChoiceState)).toEqual([{ type: 'CourseLeaderboardSwitched', data: { courseId: 'c1', enabled: false } }]);
    expect(decideLeaderboard(switchBoard(true), initialChoiceState)).toEqual([]);
    const off = evolveChoice(initialChoiceState, { type: 'CourseLeaderboardSwitched', data: { courseId: 'c1', enabled: false } });
    expect(decideLeaderboard(switchBoard(true), off)).toEqual([{ type: 'CourseLeaderboardSwitched', data: { courseId: 'c1', enabled: true } }]);
  });

  it('refuses anyone but the creator with 403, and an unknown course with 404', () => {
    const refusal = (run: () => unknown) => {
      try {
        run();
      } catch (error) {
        return error as HttpError;
      }
      throw new Error('expected a refusal');
    };
    const denied = refusal(() => decideLeaderboard(switchBoard(false, 'co-author'), initialChoiceState));
    expect([denied.status, denied.message]).toEqual([403, NOT_THE_CREATOR]);
    expect(refusal(() => decideLeaderboard(switchBoard(false, 'creator', null), initialChoiceState)).status).toBe(404);
  });
});
