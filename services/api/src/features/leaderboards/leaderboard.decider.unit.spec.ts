import type { LeaderboardAppearance } from '@pathwise/event-schemas';
import { describe, expect, it } from 'vitest';
import { httpErrorFor } from '../../http/domain-problems.js';
import { deciderSpecification } from '../../testing/decider-specification.js';
import { NOT_THE_CREATOR, leaderboardDecider, type LeaderboardChoiceEvent } from './leaderboard.decider.js';

const participation = (participating?: boolean, shownAs?: LeaderboardAppearance) => ({
  type: 'ChooseParticipation' as const,
  data: { learnerId: 'l1', participating, shownAs },
});
const switchBoard = (enabled: boolean, actorId = 'creator', course: { creatorId: string } | null = { creatorId: 'creator' }) => ({
  type: 'SwitchCourseBoard' as const,
  data: { courseId: 'c1', enabled, actorId, course },
});
const participationChanged = (participating: boolean, shownAs: LeaderboardAppearance = 'alias'): LeaderboardChoiceEvent => ({
  type: 'LeaderboardParticipationChanged',
  data: { learnerId: 'l1', participating, shownAs },
});
const switched = (enabled: boolean): LeaderboardChoiceEvent => ({ type: 'CourseLeaderboardSwitched', data: { courseId: 'c1', enabled } });

const given = deciderSpecification(leaderboardDecider, { id: 'c1' });

describe('leaderboard decider', () => {
  it('opts out a learner, who starts on the boards under their alias, and lets them back in', () => {
    given().when(participation(false)).then([participationChanged(false)]);
    given(participationChanged(false)).when(participation(true)).then([participationChanged(true)]);
  });

  it('shows the display name of a learner who chooses it, and the alias again when they change their mind', () => {
    given().when(participation(undefined, 'name')).then([participationChanged(true, 'name')]);
    given(participationChanged(true, 'name')).when(participation(undefined, 'alias')).then([participationChanged(true, 'alias')]);
  });

  it('keeps what a choice leaves out: hiding keeps the name chosen, showing the name keeps a hidden learner hidden', () => {
    given(participationChanged(true, 'name')).when(participation(false)).then([participationChanged(false, 'name')]);
    given(participationChanged(false)).when(participation(undefined, 'name')).then([participationChanged(false, 'name')]);
  });

  it('appends nothing for a choice already made (a retry, or joining when listed by default)', () => {
    given().when(participation(true)).then([]);
    given().when(participation(true, 'alias')).then([]);
    given(participationChanged(false)).when(participation(false)).then([]);
    given(participationChanged(true, 'name')).when(participation(undefined, 'name')).then([]);
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
