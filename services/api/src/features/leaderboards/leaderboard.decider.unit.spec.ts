import { describe, expect, it } from 'vitest';
import { httpErrorFor } from '../../http/domain-problems.js';
import { deciderSpecification } from '../../testing/decider-specification.js';
import { NOT_THE_CREATOR, leaderboardDecider, type LeaderboardChoiceEvent } from './leaderboard.decider.js';

const participation = (participating: boolean) => ({ type: 'ChooseParticipation' as const, data: { learnerId: 'l1', participating } });
const switchBoard = (enabled: boolean, actorId = 'creator', course: { creatorId: string } | null = { creatorId: 'creator' }) => ({
  type: 'SwitchCourseBoard' as const,
  data: { courseId: 'c1', enabled, actorId, course },
});
const participationChanged = (participating: boolean): LeaderboardChoiceEvent => ({ type: 'LeaderboardParticipationChanged', data: { learnerId: 'l1', participating } });
const switched = (enabled: boolean): LeaderboardChoiceEvent => ({ type: 'CourseLeaderboardSwitched', data: { courseId: 'c1', enabled } });

const given = deciderSpecification(leaderboardDecider, { id: 'c1' });

describe('leaderboard decider', () => {
  it('opts a learner in, who starts off the boards, and opts them out again', () => {
    given().when(participation(true)).then([participationChanged(true)]);
    given(participationChanged(true)).when(participation(false)).then([participationChanged(false)]);
  });

  it('appends nothing for a choice already made (a retry, or opting out when never in)', () => {
    given().when(participation(false)).then([]);
    given(participationChanged(true)).when(participation(true)).then([]);
  });

  it("lets the course's creator switch its board off and on, and does nothing when it already is so", () => {
    given().when(switchBoard(false)).then([switched(false)]);
    given().when(switchBoard(true)).then([]);
    given(switched(false)).when(switchBoard(true)).then([switched(true)]);
  });

  it('refuses anyone but the creator with 403, and an unknown course with 404', () => {
    const denied = httpErrorFor(given().when(switchBoard(false, 'co-author')).rejects());
    expect([denied.status, denied.message]).toEqual([403, NOT_THE_CREATOR]);
    expect(httpErrorFor(given().when(switchBoard(false, 'creator', null)).rejects()).status).toBe(404);
  });
});
