import { streamId, type ContentModality, type Lesson, type PathwiseEvent } from '@pathwise/event-schemas';
import type { AppendResult, Database, EventStore } from '@pathwise/event-store';
import { listMaterialsOfCourse } from '@pathwise/projections';
import type { Actor } from '../identity/actor.js';
import type { Metrics } from '../../observability/metrics.js';
import { InvalidRequestError } from '../../http/http-errors.js';
import type { LoadedCourse } from '../courses/course-commands.js';
import { findLesson, foldCourse } from '../courses/course-state.js';
import { decideLearning, type LearningEventRecorded } from './learning-event.decider.js';
import type { LearningEventInput } from './learning-event-request.js';
import { assertMayActForLearner } from './learning.policies.js';
import { lessonModalities } from '../courses/lesson-modalities.js';

export interface CommandOrigin {
  readonly actor: Actor;
  /** The request (HTTP request id, socket message id) that carried the command. */
  readonly requestId: string;
}

type RecordData = LearningEventInput;

/** Runs learning commands: authorise, decide, append. Shared by the HTTP routes and the socket gateway. */
export class LearningCommands {
  constructor(
    private readonly store: EventStore<PathwiseEvent>,
    private readonly database: Database,
    private readonly courses: { load(courseId: string): Promise<LoadedCourse> },
    private readonly clock: () => Date,
    private readonly metrics: Metrics,
  ) {}

  /**
   * Learning happens in a course the learner can see, on one of its lessons: an event naming anything else is
   * refused before it is stored, so no read model ever counts time in a course that does not exist. Answers the
   * lesson as the learner sees it: the published one, else the draft (staff trying their own course).
   */
  private async knownLesson(data: RecordData, actor: Actor): Promise<Lesson | null> {
    const pointer = (field: string) => `#/body/${field}`;
    const { state, events } = await this.courses.load(data.courseId);
    const isStaff = state !== null && (state.creatorId === actor.userId || state.coAuthorIds.includes(actor.userId) || actor.role === 'admin');
    if (!state || (state.publishedVersion === null && !isStaff)) {
      throw new InvalidRequestError([{ pointer: pointer('courseId'), detail: `No course "${data.courseId}"` }]);
    }
    if (data.lessonId === null) return null;
    const published = state.publishedVersion === null ? null : foldCourse(events, state.publishedVersion);
    const lesson = (published && findLesson(published, data.lessonId)) ?? findLesson(state, data.lessonId);
    if (!lesson) throw new InvalidRequestError([{ pointer: pointer('lessonId'), detail: `No lesson "${data.lessonId}" in this course` }]);
    return lesson;
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
      const lesson = await this.knownLesson(data, origin.actor);
      const contentModalities = await this.modalitiesOf(lesson, data.courseId);
      return decideLearning({ type: 'RecordLearningEvent', data: { ...data, contentModalities }, metadata: { now: this.clock() } });
    } catch (error) {
      if (!(error instanceof InvalidRequestError)) throw error;
      // The rules name fields of one event; a batch names them under the event's index.
      throw new InvalidRequestError(error.errors.map((each) => ({ ...each, pointer: pointer(each.pointer.replace('#/body/', '')) })));
    }
  }

  private append(data: RecordData, events: LearningEventRecorded[], origin: CommandOrigin, executor?: Database['db']): Promise<AppendResult> {
    return this.store.append(
      streamId('learner', data.learnerId),
      events.map((event) => ({ ...event, id: data.eventId })),
      {
        expectedVersion: 'any',
        ...(executor ? { executor } : {}),
        metadata: { correlationId: origin.requestId, causationId: origin.requestId, actor: { kind: 'user', id: origin.actor.userId } },
      },
    );
  }

  async record(data: RecordData, origin: CommandOrigin): Promise<AppendResult> {
    const events = await this.decide(data, origin, (field) => `#/body/${field}`);
    const result = await this.append(data, events, origin);
    if (!result.idempotentReplay) for (const event of events) this.metrics.eventsAppended.inc({ type: event.type });
    return result;
  }

  /** Records several events all or nothing: each is checked first, and the first refusal names its index. */
  async recordAll(batch: readonly RecordData[], origin: CommandOrigin): Promise<AppendResult[]> {
    const decided: LearningEventRecorded[][] = [];
    for (const [index, data] of batch.entries()) decided.push(await this.decide(data, origin, (field) => `#/body/events/${index}/${field}`));
    const results = await this.database.db.transaction().execute(async (transaction) => {
      const appended: AppendResult[] = [];
      for (const [index, data] of batch.entries()) appended.push(await this.append(data, decided[index]!, origin, transaction));
      return appended;
    });
    for (const [index, result] of results.entries()) {
      if (!result.idempotentReplay) for (const event of decided[index]!) this.metrics.eventsAppended.inc({ type: event.type });
    }
    return results;
  }
}
