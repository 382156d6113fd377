import type { ContentModality, DeviceType, LearningEventType, PathwiseEvent } from '@pathwise/event-schemas';
import type { Decider } from '../../kernel/decider.js';
import { DomainError } from '../../kernel/domain-error.js';

export type LearningEventRecorded = Extract<PathwiseEvent, { type: 'LearningEventRecorded' }>;

export interface RecordLearningEvent {
  readonly type: 'RecordLearningEvent';
  readonly data: {
    readonly eventId: string;
    readonly learnerId: string;
    readonly courseId: string;
    readonly lessonId: string | null;
    readonly eventType: LearningEventType;
    readonly timeSpentSeconds: number;
    readonly score: number | null;
    readonly attempts: number | null;
    readonly deviceType: DeviceType;
    readonly engagementIndicators: Readonly<Record<string, number | boolean>>;
    /**
     * When the device says it happened, as it wrote it: its offset from UTC is kept, because streaks count the
     * learner's local days. Null means now.
     */
    readonly occurredAt: string | null;
    /** How the lesson's content reaches the learner, looked up by the handler; empty without a lesson. */
    readonly contentModalities: readonly ContentModality[];
    /** Staff (or an admin) trying the course rather than an enrolled learner, as the handler found. */
    readonly preview: boolean;
  };
  readonly metadata: { readonly now: Date };
}

export type LearningCommand = RecordLearningEvent;

/** Events recorded offline may arrive late, but not from further back than this. */
export const MAX_LATE_ARRIVAL_MS = 30 * 24 * 60 * 60 * 1000;
/** Device clocks run a little fast; more than this is a wrong clock, not a learner from the future. */
export const MAX_CLOCK_SKEW_MS = 5 * 60 * 1000;

export const QUIZ_ATTEMPTS_ARE_GRADED =
  'Quiz attempts are recorded when the server grades them: POST /api/courses/{courseId}/quizzes/{quizId}/attempts';

const reject = (field: string, detail: string): never => {
  throw DomainError.invalid([{ pointer: `#/body/${field}`, detail }]);
};

function recordLearningEvent({ data, metadata }: RecordLearningEvent): LearningEventRecorded[] {
  const occurredAt = data.occurredAt ?? metadata.now.toISOString();
  const occurredAtMs = Date.parse(occurredAt);
  if (Number.isNaN(occurredAtMs)) reject('occurredAt', 'Must be an ISO date-time with an offset');
  if (occurredAtMs > metadata.now.getTime() + MAX_CLOCK_SKEW_MS) reject('occurredAt', 'Cannot be in the future');
  if (occurredAtMs < metadata.now.getTime() - MAX_LATE_ARRIVAL_MS) {
    reject('occurredAt', 'Is more than 30 days ago; events that old are not accepted');
  }
  // A score the client states about itself proves nothing: quiz attempts are stored when the server grades them.
  if (data.eventType === 'quiz_attempt') reject('eventType', QUIZ_ATTEMPTS_ARE_GRADED);
  if (data.lessonId === null) reject('lessonId', `A ${data.eventType} event needs a lessonId`);
  if (data.score !== null) reject('score', 'Only a quiz attempt has a score, and only the server grades one');
  if (data.attempts !== null) reject('attempts', 'Only a quiz attempt has attempts');
  return [
    {
      type: 'LearningEventRecorded',
      data: {
        learnerId: data.learnerId,
        courseId: data.courseId,
        lessonId: data.lessonId,
        eventType: data.eventType,
        timeSpentSeconds: data.timeSpentSeconds,
        score: null,
        attempts: null,
        deviceType: data.deviceType,
        engagementIndicators: { ...data.engagementIndicators },
        occurredAt,
        contentModalities: [...data.contentModalities],
        preview: data.preview,
      },
    },
  ];
}

/** Each learning event stands alone: nothing recorded before decides whether the next one may be. */
export type LearningState = null;

/** Pure: the clock comes in with the command, the id with the client, so a retry decides the same event. */
function decideLearning(command: LearningCommand, _state: LearningState): LearningEventRecorded[] {
  switch (command.type) {
    case 'RecordLearningEvent':
      return recordLearningEvent(command);
    default: {
      const unknown: never = command.type;
      throw new Error(`Unknown learning command ${String(unknown)}`);
    }
  }
}

export const learningEventDecider: Decider<LearningCommand, LearningState, LearningEventRecorded> = {
  decide: decideLearning,
  evolve: (state) => state,
  initialState: () => null,
};
