import type { DifficultyAdjustment, LearnerProfile, StateOfMind } from '@pathwise/contracts';

/** Spec section 9: the client keeps the last 9 difficulty adjustments and the last 99 learning events. */
export const MAX_ADJUSTMENTS = 9;
export const MAX_LEARNING_EVENTS = 99;

export type RecentAdjustment = Pick<DifficultyAdjustment, 'courseId' | 'oldLevel' | 'newLevel' | 'reason' | 'timestamp'>;

export interface RecentLearningEvent {
  /** The event id when the profile listed it, the log position when a push brought it. */
  readonly key: string;
  readonly eventType: string;
  readonly courseId: string;
  readonly lessonId: string | null;
  readonly occurredAt: string;
}

/** The last answer to a learning_event sent with requires_response. */
export interface LatestResponse {
  readonly stateOfMind: StateOfMind;
  readonly message: string;
}

/** One learner's recent activity, newest first. */
export interface RecentActivity {
  readonly userId: string | null;
  /** Set once the server's lists have been folded in; later profile reads leave the live lists alone. */
  readonly seeded: boolean;
  readonly adjustments: readonly RecentAdjustment[];
  readonly events: readonly RecentLearningEvent[];
  readonly latestResponse: LatestResponse | null;
  /** When the first push of this session arrived: the server's older entries are kept, its later ones are those pushes. */
  readonly liveSince: string | null;
}

export const noActivity = (userId: string | null): RecentActivity => ({
  userId,
  seeded: false,
  adjustments: [],
  events: [],
  latestResponse: null,
  liveSince: null,
});

/** The activity of `userId`: a different learner (a sign-out, another account) starts from nothing. */
const ownedBy = (activity: RecentActivity, userId: string) => (activity.userId === userId ? activity : noActivity(userId));

const live = (activity: RecentActivity, now: string): RecentActivity =>
  activity.liveSince ? activity : { ...activity, liveSince: now };

export function withAdjustment(activity: RecentActivity, userId: string, adjustment: RecentAdjustment): RecentActivity {
  const own = live(ownedBy(activity, userId), adjustment.timestamp);
  return { ...own, adjustments: [adjustment, ...own.adjustments].slice(0, MAX_ADJUSTMENTS) };
}

export function withLearningEvent(activity: RecentActivity, userId: string, event: RecentLearningEvent): RecentActivity {
  const own = live(ownedBy(activity, userId), event.occurredAt);
  if (own.events.some((known) => known.key === event.key)) return own;
  return { ...own, events: [event, ...own.events].slice(0, MAX_LEARNING_EVENTS) };
}

export function withResponse(activity: RecentActivity, userId: string, response: LatestResponse): RecentActivity {
  return { ...ownedBy(activity, userId), latestResponse: response };
}

/**
 * Folds in the server's recent lists once per learner: the pushes received so far stay on top, followed by what the
 * server had from before the first of them, so nothing shows twice; then the caps apply.
 */
export function seededWith(activity: RecentActivity, profile: LearnerProfile): RecentActivity {
  const own = ownedBy(activity, profile.userId);
  if (own.seeded) return own;
  const before = (at: string) => own.liveSince === null || at < own.liveSince;
  const adjustments = profile.recentAdjustments.filter((adjustment) => before(adjustment.timestamp));
  const events = profile.recentEvents
    .filter((event) => before(event.occurredAt))
    .map(
      (event): RecentLearningEvent => ({
        key: event.eventId,
        eventType: event.eventType,
        courseId: event.courseId,
        lessonId: event.lessonId,
        occurredAt: event.occurredAt,
      }),
    );
  return {
    ...own,
    seeded: true,
    adjustments: [...own.adjustments, ...adjustments].slice(0, MAX_ADJUSTMENTS),
    events: [...own.events, ...events].slice(0, MAX_LEARNING_EVENTS),
  };
}
