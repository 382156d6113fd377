import type { NarrateLessonResponse, NarrationSettingsResponse } from '@pathwise/contracts';
import { type NarrationSettings, type PathwiseEvent } from '@pathwise/event-schemas';
import type { EventStore } from '@pathwise/event-store';
import type { FileStorage } from '../../infrastructure/file-storage/file-storage.js';
import type { CommandOrigin } from '../../kernel/command-origin.js';
import type { CourseAccess } from '../../kernel/course-standing.js';
import { foldState } from '../../kernel/decider.js';
import { DomainError } from '../../kernel/domain-error.js';
import { executeOnStream } from '../../kernel/stream-command.js';
import { findLesson, type CourseCommands, type CourseState } from '../courses/index.js';
import { courseNarrationDecider, courseNarrationStreamId, type CourseNarrationCommand, type CourseNarrationState, type NarratedAudio } from './course-narration.decider.js';
import type { NarrationEngine } from './narration-engine.js';
import { refuseUnlessAuthor } from './narration.policies.js';
import { keyedParagraphs, settingsOf } from './narration.views.js';

/** Where one paragraph's audio is kept: by its key alone, so the same words spoken the same way are stored once. */
export const narrationFileKey = (audioKey: string) => `narration/${audioKey}`;

export interface NarrationDeps {
  readonly store: EventStore<PathwiseEvent>;
  readonly courses: CourseCommands;
  readonly access: CourseAccess;
  readonly files: FileStorage;
  /** Null when this server has no engine: the player then speaks with the browser's own speech synthesis. */
  readonly engine: NarrationEngine | null;
}

/** A course with its narration, loaded for one of its authors. */
export interface AuthoredNarration {
  readonly course: CourseState;
  readonly narration: CourseNarrationState;
}

/**
 * Narration of a course's lessons, paragraph by paragraph: each paragraph's audio is stored under a key made of its
 * words, the settings and the engine, so narrating again speaks only the paragraphs whose key has no audio yet.
 */
export class CourseNarrationCommands {
  constructor(private readonly deps: NarrationDeps) {}

  get engineName() {
    return this.deps.engine?.name ?? null;
  }

  async loadNarration(courseId: string): Promise<CourseNarrationState> {
    const { events } = await this.deps.store.readStream(courseNarrationStreamId(courseId));
    return foldState(courseNarrationDecider, courseId, events as never);
  }

  /** The course and its narration, for its authors only: anyone else is refused before anything is read further. */
  async loadForAuthor(courseId: string, origin: CommandOrigin): Promise<AuthoredNarration> {
    const [{ state: course }, standing] = await Promise.all([this.deps.courses.load(courseId), this.deps.access.standing(courseId, origin.actor.userId)]);
    if (!course || !standing) throw DomainError.notFound('No such course', [{ pointer: '#/params/courseId', detail: 'No such course' }]);
    refuseUnlessAuthor(standing.isStaff);
    return { course, narration: await this.loadNarration(courseId) };
  }

  async settings(courseId: string, origin: CommandOrigin): Promise<NarrationSettingsResponse> {
    const { course, narration } = await this.loadForAuthor(courseId, origin);
    return { courseId, settings: settingsOf(narration, course), chosen: narration.settings !== null, engine: this.engineName };
  }

  async chooseSettings(courseId: string, settings: NarrationSettings, origin: CommandOrigin): Promise<NarrationSettingsResponse> {
    await this.loadForAuthor(courseId, origin);
    const { state } = await this.#execute(courseId, { type: 'ChooseNarrationSettings', data: { settings }, metadata: { actorId: origin.actor.userId, isAuthor: true } }, origin);
    return { courseId, settings: state.settings ?? settings, chosen: true, engine: this.engineName };
  }

  /** Speaks the lesson's paragraphs that have no audio for their words and the course's settings, and records them. */
  async narrateLesson(courseId: string, lessonId: string, origin: CommandOrigin): Promise<NarrateLessonResponse> {
    const { course, narration } = await this.loadForAuthor(courseId, origin);
    const lesson = findLesson(course, lessonId);
    if (!lesson) throw DomainError.notFound('No such lesson in this course', [{ pointer: '#/params/lessonId', detail: 'No such lesson in this course' }]);
    const engine = this.#engine();
    const settings = settingsOf(narration, course);
    const paragraphs = keyedParagraphs(lesson.blocks, settings, engine.name);
    const narrated: NarratedAudio[] = [];
    for (const paragraph of paragraphs) {
      if (narration.audioKeys.has(paragraph.audioKey) || narrated.some((audio) => audio.audioKey === paragraph.audioKey)) continue;
      const audio = await engine.speak(paragraph.text, settings);
      await this.deps.files.put(narrationFileKey(paragraph.audioKey), audio);
      narrated.push({ audioKey: paragraph.audioKey, contentType: audio.contentType, bytes: audio.bytes.length });
    }
    await this.#execute(courseId, { type: 'RecordLessonNarration', data: { lessonId, engine: engine.name, narrated }, metadata: { actorId: origin.actor.userId, isAuthor: true } }, origin);
    return { lessonId, narrated: narrated.length, reused: paragraphs.length - narrated.length, engine: engine.name };
  }

  /** Refuses narration before any work when this server has no engine to speak with. */
  #engine(): NarrationEngine {
    if (!this.deps.engine) {
      throw DomainError.conflict("This server has no narration engine: learners hear lessons in their browser's own voice.");
    }
    return this.deps.engine;
  }

  requireEngine(): void {
    this.#engine();
  }

  #execute(courseId: string, command: CourseNarrationCommand, origin: CommandOrigin) {
    return executeOnStream(this.deps.store, {
      streamId: courseNarrationStreamId(courseId),
      stateId: courseId,
      decider: courseNarrationDecider,
      command: () => command,
      metadata: { correlationId: origin.requestId, causationId: origin.requestId, actor: { kind: 'user', id: origin.actor.userId } },
    });
  }

  /** A stored audio of this course's narration; null when the key is not one of the course's. */
  async audio(courseId: string, audioKey: string) {
    const narration = await this.loadNarration(courseId);
    if (!narration.audioKeys.has(audioKey)) return null;
    return this.deps.files.get(narrationFileKey(audioKey));
  }
}
