import type { AdaptiveAnalytics, AdaptiveFeedback, LearnerProfile } from '@pathwise/contracts';
import { masteryStreamId, type PathwiseEvent } from '@pathwise/event-schemas';
import type { EventStore, Executor } from '@pathwise/event-store';
import { getLearnerProfileState, type LearnerProfileState } from '@pathwise/projections';
import { InvalidRequestError, NotFoundError } from '../../http/http-errors.js';
import { toAdaptiveAnalytics, toLearnerProfile } from './learner-profile.views.js';
import { learnerProfileAt } from './learner-timeline.queries.js';

type FeedbackGiven = Extract<PathwiseEvent, { type: 'AdaptiveFeedbackGiven' }>;

/** Reads learners' adaptive profiles: live from the read model, or as of a past moment from the log. */
export class AdaptiveProfiles {
  constructor(
    private readonly store: EventStore<PathwiseEvent>,
    private readonly db: Executor,
    private readonly clock: () => Date,
  ) {}

  private async folded(userId: string, at: Date | undefined): Promise<{ state: LearnerProfileState | null; asOf: Date }> {
    const now = this.clock();
    if (at === undefined) return { state: await getLearnerProfileState(this.db, userId), asOf: now };
    if (at.getTime() > now.getTime()) throw new InvalidRequestError([{ pointer: '#/query/at', detail: 'Cannot be in the future' }]);
    return { state: await learnerProfileAt(this.store, userId, at), asOf: at };
  }

  async profile(userId: string, at?: Date): Promise<LearnerProfile> {
    const { state, asOf } = await this.folded(userId, at);
    return toLearnerProfile(userId, state, asOf);
  }

  async analytics(userId: string, at?: Date): Promise<AdaptiveAnalytics> {
    const { state, asOf } = await this.folded(userId, at);
    return toAdaptiveAnalytics(userId, state, asOf);
  }

  /** The feedback given on one attempt: the one named, else the latest on the quiz, else the latest in the course. */
  async feedback(userId: string, request: { courseId: string; quizId?: string | undefined; attemptId?: string | undefined }): Promise<AdaptiveFeedback> {
    const { events } = await this.store.readStream(masteryStreamId(userId));
    const given = events
      .filter((event): event is typeof event & FeedbackGiven => event.type === 'AdaptiveFeedbackGiven')
      .filter(({ data }) => data.courseId === request.courseId)
      .filter(({ data }) => request.quizId === undefined || data.quizId === request.quizId)
      .filter(({ data }) => request.attemptId === undefined || data.attemptId === request.attemptId)
      .at(-1);
    if (!given) {
      throw new NotFoundError(
        request.attemptId ? `No feedback for attempt "${request.attemptId}" yet` : 'No graded attempt in this course has feedback yet',
      );
    }
    const { attemptId, courseId, feedback, wentWrong, nextStep } = given.data;
    return { attemptId, courseId, feedback, wentWrong, nextStep };
  }
}
