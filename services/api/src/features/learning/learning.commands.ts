import { streamId, type ContentModality, type Lesson, type PathwiseEvent } from '@pathwise/event-schemas';
import { EventIdReusedError, type AppendResult, type Database, type EventStore } from '@pathwise/event-store';
import { listMaterialsOfCourse } from '@pathwise/projections';
import type { Actor } from '../../kernel/actor.js';
import type { Metrics } from '../../observability/metrics.js';
import { AccessDeniedError, InvalidRequestError } from '../../http/http-errors.js';
import { DomainError } from '../../kernel/domain-error.js';
import { assertRetryOf, retryKeyConflict } from '../../kernel/retry-keys.js';
import type { CourseAccess } from '../../kernel/course-standing.js';
import { learnerMayRecordLearning } from '../../kernel/course-membership.js';
import type { CommandOrigin } from '../../kernel/command-origin.js';
import { findLesson, foldCourse, lessonModalities, type LoadedCourse } from '../courses/index.js';
import { learningEventDecider, type LearningEventRecorded } from './learning-event.decider.js';
import type { LearningEventInput } from './learning-event-request.http.js';
import { assertMayActForLearner } from './learning.policies.js';

type RecordData = LearningEventInput;

export const NOT_ENROLLED_TO_RECORD = 'Only learners enrolled in this course (and its staff, as a preview) can record learning in it: enrol first.';

/**
 * What the client stated about an event, the part a retry must repeat; what the server added (the lesson's
 * modalities, whether it is a preview, the time when the client gave none) may differ by the time of a retry.
 */
function clientPartOf(data: LearningEventRecorded['data'], occurredAt: string) {
  const { courseId, lessonId, eventType, timeSpentSeconds, score, attempts, deviceType, engagementIndicators } = data;
  return { courseId, lessonId, eventType, timeSpentSeconds, score, attempts, deviceType, engagementIndicators, occurredAt };
}

/** Runs learning commands: authorise, decide, append. Shared by the HTTP routes and the socket gateway. */
export class LearningCommands {
  constructor(
    private readonly store: EventStore<PathwiseEvent>,
    private readonly database: Database,
    private readonly courses: { load(courseId: string): Promise<LoadedCourse> },
    private readonly access: CourseAccess,
    private readonly clock: () => Date,
    private readonly metrics: Metrics,
  ) {}

  /**
   * Learning happens in a course the learner can see, on one of its lessons: an event naming anything else is
   * refused before it is stored, so no read model ever counts time in a course that does not exist. Only enrolled
   * learners record learning; the course's staff (and admins for themselves) record previews. Answers the lesson as
   * the learner sees it: the published one, else the draft (staff trying their own course).
   */
  private async knownLesson(data: RecordData, actor: Actor): Promise<{ lesson: Lesson | null; preview: boolean }> {
    const pointer = (field: string) => `#/body/${field}`;
    const [{ state, events }, membership] = await Promise.all([this.courses.load(data.courseId), this.access.standing(data.courseId, data.learnerId)]);
    const kind = membership && learnerMayRecordLearning(membership, actor.role === 'admin' && actor.userId === data.learnerId);
    if (!state || !kind || (state.publishedVersion === null && kind !== 'preview')) {
      throw new InvalidRequestError([{ pointer: pointer('courseId'), detail: `No course "${data.courseId}"` }]);
    }
    if (kind === 'refused') throw new AccessDeniedError(NOT_ENROLLED_TO_RECORD);
    const preview = kind === 'preview';
    if (data.lessonId === null) return { lesson: null, preview };
    const published = state.publishedVersion === null ? null : foldCourse(events, state.publishedVersion);
    const lesson = (published && findLesson(published, data.lessonId)) ?? findLesson(state, data.lessonId);
    if (!lesson) throw new InvalidRequestError([{ pointer: pointer('lessonId'), detail: `No lesson "${data.lessonId}" in this course` }]);
    return { lesson, preview };
  }

  /** What the lesson is made of, so the profile can tell which formats the learner spends their time on. */
  private async modalitiesOf(lesson: Lesson | null, courseId: string): Promise<ContentModality[]> {
    if (!lesson) return [];
    const attached = lesson.blocks.some((block) => block.kind === 'attachment');
    const materials = attached ? await listMaterialsOfCourse(this.database.db, courseId) : [];
    const contentTypes = new Map(materials.map((material) => [material.materialId, material.contentType]));
    return lessonModalities(lesson.blocks, (materialId) => contentTypes.get(materialId));
  }

  private async decide(data: RecordData, origin: CommandOrigin, pointer: (field: string) => string): Promise<LearningEventRecorded[]> {
    assertMayActForLearner(origin.actor, data.learnerId);
    try {
      const { lesson, preview } = await this.knownLesson(data, origin.actor);
      const contentModalities = await this.modalitiesOf(lesson, data.courseId);
      const command = { type: 'RecordLearningEvent' as const, data: { ...data, contentModalities, preview }, metadata: { now: this.clock() } };
      return learningEventDecider.decide(command, learningEventDecider.initialState(data.eventId));
    } catch (error) {
      const fields = error instanceof InvalidRequestError ? error.errors : error instanceof DomainError && error.code === 'invalid' ? error.fields : null;
      if (!fields) throw error;
      // The rules name fields of one event; a batch names them under the event's index.
      throw new InvalidRequestError(fields.map((each) => ({ ...each, pointer: pointer(each.pointer.replace('#/body/', '')) })));
    }
  }

  private async append(
    data: RecordData,
    events: LearningEventRecorded[],
    origin: CommandOrigin,
    pointer: (field: string) => string,
    executor?: Database['db'],
  ): Promise<AppendResult> {
    const key = { pointer: pointer('eventId'), value: data.eventId };
    const stream = streamId('learner', data.learnerId);
    const result = await this.store
      .append(stream, events.map((event) => ({ ...event, id: data.eventId })), {
        expectedVersion: 'any',
        ...(executor ? { executor } : {}),
        metadata: { correlationId: origin.requestId, causationId: origin.requestId, actor: { kind: 'user', id: origin.actor.userId } },
      })
      .catch((error: unknown) => {
        // The id names an event of another learner's log.
        throw error instanceof EventIdReusedError ? retryKeyConflict(key) : error;
      });
    if (!result.idempotentReplay) return result;
    const [stored] = (await this.store.readStream(stream, { fromVersion: result.events[0]!.streamVersion, maxCount: 1, ...(executor ? { executor } : {}) })).events;
    if (stored?.type !== 'LearningEventRecorded') throw retryKeyConflict(key);
    const sent = events[0]!.data;
    assertRetryOf(
      key,
      { actorId: stored.metadata.actor?.id ?? '', payload: clientPartOf(stored.data, stored.data.occurredAt) },
      { actorId: origin.actor.userId, payload: clientPartOf(sent, data.occurredAt ?? stored.data.occurredAt) },
    );
    return result;
  }

  async record(data: RecordData, origin: CommandOrigin): Promise<AppendResult> {
    const pointer = (field: string) => `#/body/${field}`;
    const events = await this.decide(data, origin, pointer);
    const result = await this.append(data, events, origin, pointer);
    if (!result.idempotentReplay) for (const event of events) this.metrics.eventsAppended.inc({ type: event.type });
    return result;
  }

  /** Records several events all or nothing: each is checked first, and the first refusal names its index. */
  async recordAll(batch: readonly RecordData[], origin: CommandOrigin): Promise<AppendResult[]> {
    const decided: LearningEventRecorded[][] = [];
    const pointer = (index: number) => (field: string) => `#/body/events/${index}/${field}`;
    for (const [index, data] of batch.entries()) decided.push(await this.decide(data, origin, pointer(index)));
    const results = await this.database.db.transaction().execute(async (transaction) => {
      const appended: AppendResult[] = [];
      for (const [index, data] of batch.entries()) appended.push(await this.append(data, decided[index]!, origin, pointer(index), transaction));
      return appended;
    });
    for (const [index, result] of results.entries()) {
      if (!result.idempotentReplay) for (const event of decided[index]!) this.metrics.eventsAppended.inc({ type: event.type });
    }
    return results;
  }
}
