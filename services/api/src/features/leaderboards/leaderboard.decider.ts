import type { LeaderboardAppearance, PathwiseEvent } from '@pathwise/event-schemas';
import type { Decider } from '../../kernel/decider.js';
import { DomainError } from '../../kernel/domain-error.js';

export type LeaderboardChoiceEvent = Extract<PathwiseEvent, { type: 'LeaderboardParticipationChanged' | 'CourseLeaderboardSwitched' }>;

export type LeaderboardCommand =
  /** What the learner leaves out stays as it was: hiding keeps how they would be shown, and showing a name keeps them listed. */
  | { type: 'ChooseParticipation'; data: { learnerId: string; participating?: boolean; shownAs?: LeaderboardAppearance } }
  /** `course`: who created the course, null when there is no such course. */
  | { type: 'SwitchCourseBoard'; data: { courseId: string; enabled: boolean; actorId: string; course: { creatorId: string } | null } };

/**
 * A learner is on the boards under their alias until they opt out or choose to show their name (ADR 35); a course's
 * board is on until its creator switches it off.
 */
export interface LeaderboardChoiceState {
  readonly participating: boolean;
  readonly shownAs: LeaderboardAppearance;
  readonly enabled: boolean;
}

const initialChoiceState: LeaderboardChoiceState = { participating: true, shownAs: 'alias', enabled: true };

function evolveChoice(state: LeaderboardChoiceState, event: { type: string; data: unknown }): LeaderboardChoiceState {
  const choice = event as LeaderboardChoiceEvent;
  switch (choice.type) {
    case 'LeaderboardParticipationChanged':
      return { ...state, participating: choice.data.participating, shownAs: choice.data.shownAs };
    case 'CourseLeaderboardSwitched':
      return { ...state, enabled: choice.data.enabled };
    default:
      return state;
  }
}

export const NOT_THE_CREATOR = "Only the course's creator can switch its leaderboard on or off.";

/** Pure: the state comes from the choice's own stream; a choice already made appends nothing. */
function decideLeaderboard(command: LeaderboardCommand, state: LeaderboardChoiceState): LeaderboardChoiceEvent[] {
  switch (command.type) {
    case 'ChooseParticipation': {
      const { learnerId, participating = state.participating, shownAs = state.shownAs } = command.data;
      if (state.participating === participating && state.shownAs === shownAs) return [];
      return [{ type: 'LeaderboardParticipationChanged', data: { learnerId, participating, shownAs } }];
    }
    case 'SwitchCourseBoard': {
      const { courseId, enabled, actorId, course } = command.data;
      if (!course) throw DomainError.notFound(`There is no course ${courseId}.`, [{ pointer: '#/params/courseId', detail: 'No such course' }]);
      if (course.creatorId !== actorId) throw DomainError.accessDenied(NOT_THE_CREATOR, [{ pointer: '#/params/courseId', detail: NOT_THE_CREATOR }]);
      return state.enabled === enabled ? [] : [{ type: 'CourseLeaderboardSwitched', data: { courseId, enabled } }];
    }
    default: {
      const unknown: never = command;
      throw new Error(`Unknown leaderboard command ${(unknown as { type: string }).type}`);
    }
  }
}

/** A choice's stream starts from the same defaults whoever it is about. */
export const leaderboardDecider: Decider<LeaderboardCommand, LeaderboardChoiceState, LeaderboardChoiceEvent, { type: string; data: unknown }> = {
  decide: decideLeaderboard,
  evolve: evolveChoice,
  initialState: () => initialChoiceState,
};
