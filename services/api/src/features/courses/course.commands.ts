import { streamId, type PathwiseEvent } from '@pathwise/event-schemas';
import { StreamVersionConflictError, type EventStore, type StoredEvent } from '@pathwise/event-store';
import { ConflictError } from '../../http/http-errors.js';
import type { Metrics } from '../../observability/metrics.js';
import type { CommandOrigin } from '../../kernel/command-origin.js';
import { courseDecider, foldCourse, type CourseRequest } from './course.decider.js';
import type { CourseEvent, CourseState } from './course.state.js';

export interface CourseWriteResult {
  readonly courseId: string;
  readonly version: number;
}

export interface LoadedCourse {
  readonly state: CourseState | null;
  readonly events: StoredEvent<PathwiseEvent>[];
}

/** Runs course commands: load the stream, check the author's version, decide, append. */
export class CourseCommands {
  constructor(
    private readonly store: EventStore<PathwiseEvent>,
    private readonly metrics: Metrics,
  ) {}

  async load(courseId: string): Promise<LoadedCourse> {
    const { events } = await this.store.readStream(streamId('course', courseId));
    return { state: foldCourse(events), events };
  }

  /**
   * `expectedVersion` is the version the author's editor loaded. A command that changes nothing succeeds whatever it
   * says (a retry after a lost answer); one that would change a course the author has not seen is a conflict, so
   * nobody overwrites an edit they never saw.
   */
  async execute(
    courseId: string,
    command: CourseRequest | ((loaded: LoadedCourse) => CourseRequest),
    origin: CommandOrigin,
    /** The version the author saw; 'unchecked' for steps that do not touch content (creating, co-authors). */
    expectedVersion: number | 'unchecked',
  ): Promise<CourseWriteResult> {
    const loaded = await this.load(courseId);
    const { state } = loaded;
    const request = typeof command === 'function' ? command(loaded) : command;
    const decided = courseDecider.decide({ ...request, metadata: { actorId: origin.actor.userId } }, state);
    const currentVersion = state?.version ?? 0;
    if (decided.length === 0) return { courseId, version: currentVersion };
    if (expectedVersion !== 'unchecked' && expectedVersion !== currentVersion) {
      throw new ConflictError(
        `The course changed since you loaded it (you have version ${expectedVersion}, it is at ${currentVersion}); reload, then apply your change again`,
        [{ pointer: '#/body/expectedVersion', detail: `Stale: the course is at version ${currentVersion}` }],
      );
    }
    const result = await this.store.append(streamId('course', courseId), decided, {
      // The store re-checks under the stream's lock, so two authors racing on one version cannot both win.
      expectedVersion: currentVersion === 0 ? 'no_stream' : currentVersion,
      metadata: {
        correlationId: origin.requestId,
        causationId: origin.requestId,
        actor: { kind: 'user', id: origin.actor.userId },
      },
    });
    for (const event of decided) this.metrics.eventsAppended.inc({ type: event.type });
    return { courseId, version: result.nextExpectedVersion };
  }

  /**
   * A new course made by several commands at once (a course drafted from an outline): each decided against the
   * state the ones before it leave, and all their events appended together, so the course appears whole or not at
   * all. Refused as a conflict when the course exists already.
   */
  async draftWhole(courseId: string, requests: readonly CourseRequest[], origin: CommandOrigin): Promise<CourseWriteResult> {
    let state: CourseState | null = null;
    const decided: CourseEvent[] = [];
    for (const request of requests) {
      const events = courseDecider.decide({ ...request, metadata: { actorId: origin.actor.userId } }, state);
      for (const event of events) state = courseDecider.evolve(state, { ...event, streamVersion: decided.push(event) });
    }
    const result = await this.store
      .append(streamId('course', courseId), decided, {
        expectedVersion: 'no_stream',
        metadata: { correlationId: origin.requestId, causationId: origin.requestId, actor: { kind: 'user', id: origin.actor.userId } },
      })
      .catch((error: unknown) => {
        if (error instanceof StreamVersionConflictError) {
          throw new ConflictError(`Course ${courseId} already exists`, [{ pointer: '#/body/courseId', detail: 'Already taken' }]);
        }
        throw error;
      });
    for (const event of decided) this.metrics.eventsAppended.inc({ type: event.type });
    return { courseId, version: result.nextExpectedVersion };
  }
}
