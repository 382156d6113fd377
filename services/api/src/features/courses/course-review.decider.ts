import type { PathwiseEvent } from '@pathwise/event-schemas';
import type { Decider } from '../../kernel/decider.js';
import { isCourseStaff, type CourseTeam } from '../../kernel/course-membership.js';
import {
  alreadyReplied,
  onlyCreatorReplies,
  rateNeedsCompletion,
  replyNotFound,
  reviewCourseNotFound,
  reviewNotFound,
  staffMayNotRate,
} from './course-review.errors.js';

export type CourseReviewEvent = Extract<PathwiseEvent, { type: 'CourseRated' | 'CourseRatingWithdrawn' | 'CourseReviewReplied' | 'CourseReviewReplyEdited' }>;

/** One learner's rating of one course as it stands; `rating` null when there is none (never given, or withdrawn). */
export interface CourseReviewState {
  readonly rating: number | null;
  readonly review: string | null;
  readonly reply: string | null;
}

const initialReviewState = (): CourseReviewState => ({ rating: null, review: null, reply: null });

function evolveReview(state: CourseReviewState, event: CourseReviewEvent): CourseReviewState {
  switch (event.type) {
    case 'CourseRated':
      return { ...state, rating: event.data.rating, review: event.data.review };
    case 'CourseRatingWithdrawn':
      return initialReviewState();
    case 'CourseReviewReplied':
    case 'CourseReviewReplyEdited':
      return { ...state, reply: event.data.reply };
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}

/** Who is acting and what they have to do with the course (null: no such course), as loaded before deciding. */
export interface CourseReviewAccess {
  readonly userId: string;
  readonly course: CourseTeam | null;
  /** The actor finished the course (a `CourseCompleted` of theirs): only they may rate it. */
  readonly hasCompleted: boolean;
}

interface Command<T extends string, D> {
  readonly type: T;
  /** The rating's learner: the actor when rating or withdrawing, the reviewer when the creator replies. */
  readonly data: { readonly courseId: string; readonly learnerId: string } & D;
  readonly access: CourseReviewAccess;
}

export type RateCourse = Command<'RateCourse', { readonly rating: number; readonly review: string | null }>;
export type WithdrawRating = Command<'WithdrawRating', Record<never, never>>;
export type ReplyToReview = Command<'ReplyToReview', { readonly reply: string }>;
export type EditReviewReply = Command<'EditReviewReply', { readonly reply: string }>;

export type CourseReviewCommand = RateCourse | WithdrawRating | ReplyToReview | EditReviewReply;

function teamOf(command: CourseReviewCommand): CourseTeam {
  if (!command.access.course) throw reviewCourseNotFound(command.data.courseId);
  return command.access.course;
}

/** A rater rates for themselves, and only a course they finished and do not teach. */
function assertMayRate(command: RateCourse | WithdrawRating): void {
  const team = teamOf(command);
  if (isCourseStaff(team, command.access.userId)) throw staffMayNotRate();
  if (!command.access.hasCompleted) throw rateNeedsCompletion();
}

const ref = (command: CourseReviewCommand) => ({ courseId: command.data.courseId, learnerId: command.data.learnerId });

function rate(command: RateCourse, state: CourseReviewState): CourseReviewEvent[] {
  assertMayRate(command);
  const { rating, review } = command.data;
  if (state.rating === rating && state.review === review) return [];
  return [{ type: 'CourseRated', data: { ...ref(command), rating, review } }];
}

function withdraw(command: WithdrawRating, state: CourseReviewState): CourseReviewEvent[] {
  teamOf(command);
  // Withdrawing what is not there is what a retried withdrawal finds: its success, not a refusal.
  if (state.rating === null) return [];
  return [{ type: 'CourseRatingWithdrawn', data: ref(command) }];
}

/** Co-authors help write the course, but the reply speaks for it: only its creator gives one. */
function assertReplier(command: ReplyToReview | EditReviewReply, state: CourseReviewState): void {
  const team = teamOf(command);
  if (team.creatorId !== command.access.userId) throw onlyCreatorReplies();
  if (state.rating === null) throw reviewNotFound(command.data.learnerId);
}

function reply(command: ReplyToReview, state: CourseReviewState): CourseReviewEvent[] {
  assertReplier(command, state);
  if (state.reply !== null) {
    // The same reply sent again is a retry; a different one is a second reply, which is an edit's job.
    if (state.reply === command.data.reply) return [];
    throw alreadyReplied();
  }
  return [{ type: 'CourseReviewReplied', data: { ...ref(command), creatorId: command.access.userId, reply: command.data.reply } }];
}

function editReply(command: EditReviewReply, state: CourseReviewState): CourseReviewEvent[] {
  assertReplier(command, state);
  if (state.reply === null) throw replyNotFound();
  if (state.reply === command.data.reply) return [];
  return [{ type: 'CourseReviewReplyEdited', data: { ...ref(command), creatorId: command.access.userId, reply: command.data.reply } }];
}

/**
 * Pure: one learner's rating of one course and the creator's reply to it. A command whose effect is already there
 * decides nothing, so a retry is a no-op.
 */
function decideReview(command: CourseReviewCommand, state: CourseReviewState): CourseReviewEvent[] {
  switch (command.type) {
    case 'RateCourse':
      return rate(command, state);
    case 'WithdrawRating':
      return withdraw(command, state);
    case 'ReplyToReview':
      return reply(command, state);
    case 'EditReviewReply':
      return editReply(command, state);
    default: {
      const unknown: never = command;
      throw new Error(`Unknown course review command ${String((unknown as CourseReviewCommand).type)}`);
    }
  }
}

export const courseReviewDecider: Decider<CourseReviewCommand, CourseReviewState, CourseReviewEvent> = {
  decide: decideReview,
  evolve: evolveReview,
  initialState: initialReviewState,
};
