import { createHash, randomUUID } from 'node:crypto';
import { streamId, type PathwiseEvent } from '@pathwise/event-schemas';
import { StreamVersionConflictError, type EventStore } from '@pathwise/event-store';
import { NotFoundError } from '../../http/http-errors.js';
import type { Metrics } from '../../observability/metrics.js';
import type { CourseAccess } from '../../kernel/course-standing.js';
import type { FileStorage } from '../../infrastructure/file-storage/file-storage.js';
import type { Actor } from '../../kernel/actor.js';
import { foldState } from '../../kernel/decider.js';
import { executeOnStream } from '../../kernel/stream-command.js';
import { materialDecider, type MaterialCommand, type MaterialState } from './material.decider.js';
import { courseLessonIds } from './course-lessons.queries.js';
import { assertCourseStaff, assertMayAttach, assertMayDeleteMaterial, assertMayDetach, assertMayReadMaterial, type StandingOf } from './materials.policies.js';
import type { CommandOrigin } from '../../kernel/command-origin.js';
import type { CheckedUpload } from './upload.rules.js';

/** One key per upload attempt, so that two racing uploads of one id never overwrite or delete each other's bytes. */
const storageKeyFor = (materialId: string) => `materials/${materialId.toLowerCase()}/${randomUUID()}`;

/** Runs material commands: authorise with the course standing, decide, store bytes, append. */
export class MaterialCommands {
  constructor(
    private readonly store: EventStore<PathwiseEvent>,
    private readonly files: FileStorage,
    private readonly courses: CourseAccess,
    private readonly metrics: Metrics,
  ) {}

  standingsFor(actor: Actor): StandingOf {
    const cache = new Map<string, ReturnType<CourseAccess['standing']>>();
    return (courseId) => {
      if (!cache.has(courseId)) cache.set(courseId, this.courses.standing(courseId, actor.userId));
      return cache.get(courseId)!;
    };
  }

  async load(materialId: string): Promise<{ state: MaterialState; version: number }> {
    const { events, currentVersion } = await this.store.readStream(streamId('material', materialId));
    return { state: foldState(materialDecider, materialId, events), version: currentVersion };
  }

  /** A material the actor may read, or the reason not: 404 for none, 403 for someone else's. */
  async readable(materialId: string, actor: Actor): Promise<MaterialState> {
    const { state } = await this.load(materialId);
    if (!state.uploaded) throw new NotFoundError(`There is no material ${materialId}`);
    await assertMayReadMaterial(actor, state, this.standingsFor(actor));
    return state;
  }

  /**
   * Stores the bytes, then appends MaterialUploaded. The bytes go first so that no event ever points at nothing;
   * if the append fails they are removed again. A retry with the same id and bytes changes nothing.
   */
  async upload(upload: CheckedUpload & { materialId?: string | undefined; courseId: string | null }, origin: CommandOrigin) {
    if (upload.courseId !== null) {
      const standing = await this.courses.standing(upload.courseId, origin.actor.userId);
      assertCourseStaff(origin.actor, standing, upload.courseId, '#/query/courseId');
    }
    const materialId = upload.materialId ?? randomUUID();
    const { state, version } = await this.load(materialId);
    const data = {
      materialId,
      ownerId: origin.actor.userId,
      courseId: upload.courseId,
      fileName: upload.fileName,
      contentType: upload.contentType,
      sizeBytes: upload.bytes.length,
      sha256: createHash('sha256').update(upload.bytes).digest('hex'),
      storageKey: storageKeyFor(materialId),
    };
    const events = materialDecider.decide({ type: 'UploadMaterial', data }, state);
    if (events.length === 0) return { state, created: false };
    await this.files.put(data.storageKey, { bytes: upload.bytes, contentType: upload.contentType });
    try {
      await this.store.append(streamId('material', materialId), events, { expectedVersion: version, metadata: this.#metadata(origin) });
    } catch (error) {
      await this.files.delete(data.storageKey);
      if (!(error instanceof StreamVersionConflictError)) throw error;
      // The same upload, sent twice at once: the one that landed first stands, and this one is its retry.
      const now = (await this.load(materialId)).state;
      materialDecider.decide({ type: 'UploadMaterial', data }, now);
      return { state: now, created: false };
    }
    this.#count(events);
    return { state: (await this.load(materialId)).state, created: true };
  }

  async attach(materialId: string, target: { courseId: string; lessonId: string }, origin: CommandOrigin): Promise<MaterialState> {
    return this.#execute(materialId, origin, async (state) => {
      const standing = await this.courses.standing(target.courseId, origin.actor.userId);
      assertMayAttach(origin.actor, state, standing, target.courseId);
      const lessons = await courseLessonIds(this.store, target.courseId);
      return { type: 'AttachMaterial', data: { ...target, lessonExists: lessons.has(target.lessonId) } };
    });
  }

  async detach(materialId: string, target: { courseId: string; lessonId: string }, origin: CommandOrigin): Promise<MaterialState> {
    return this.#execute(materialId, origin, async (state) => {
      assertMayDetach(origin.actor, state, await this.courses.standing(target.courseId, origin.actor.userId));
      return { type: 'DetachMaterial', data: target };
    });
  }

  /** Appends MaterialDeleted, then removes the bytes; a retried delete finishes a removal that failed halfway. */
  async delete(materialId: string, origin: CommandOrigin): Promise<void> {
    const state = await this.#execute(materialId, origin, async (current) => {
      await assertMayDeleteMaterial(origin.actor, current, this.standingsFor(origin.actor));
      return { type: 'DeleteMaterial' };
    });
    if (state.uploaded) await this.files.delete(state.uploaded.storageKey);
  }

  async #execute(materialId: string, origin: CommandOrigin, commandFor: (state: MaterialState) => Promise<MaterialCommand>): Promise<MaterialState> {
    const { state, appended } = await executeOnStream(this.store, {
      streamId: streamId('material', materialId),
      stateId: materialId,
      decider: materialDecider,
      command: (current) => {
        if (!current.uploaded) throw new NotFoundError(`There is no material ${materialId}`);
        return commandFor(current);
      },
      metadata: this.#metadata(origin),
    });
    this.#count(appended);
    return state;
  }

  #metadata(origin: CommandOrigin) {
    return { correlationId: origin.requestId, causationId: origin.requestId, actor: { kind: 'user' as const, id: origin.actor.userId } };
  }

  #count(events: readonly { type: string }[]): void {
    for (const event of events) this.metrics.eventsAppended.inc({ type: event.type });
  }
}
