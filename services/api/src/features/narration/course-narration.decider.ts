import { courseNarrationStreamId, type NarrationSettings, type PathwiseEvent } from '@pathwise/event-schemas';
import type { Decider } from '../../kernel/decider.js';
import { refuseUnlessAuthor } from './narration.policies.js';

export type CourseNarrationEvent = Extract<PathwiseEvent, { type: 'NarrationSettingsChosen' | 'LessonNarrated' }>;

/** One paragraph's stored audio: its key, its type and its size. */
export type NarratedAudio = Extract<CourseNarrationEvent, { type: 'LessonNarrated' }>['data']['narrated'][number];

export interface CourseNarrationState {
  readonly courseId: string;
  /** Null until an author chooses: narration then speaks with the defaults (the course's language). */
  readonly settings: NarrationSettings | null;
  /** Every paragraph audio the course has stored, by key. */
  readonly audioKeys: ReadonlySet<string>;
  /** Lessons narrated at least once: a paragraph of theirs without audio was changed since, not never narrated. */
  readonly narratedLessonIds: ReadonlySet<string>;
}

/** Who asks: the course's creator or a co-author may narrate it; the plan is the route's gate. */
interface CommandMetadata {
  readonly actorId: string;
  readonly isAuthor: boolean;
}

export interface ChooseNarrationSettings {
  readonly type: 'ChooseNarrationSettings';
  readonly data: { readonly settings: NarrationSettings };
  readonly metadata: CommandMetadata;
}

export interface RecordLessonNarration {
  readonly type: 'RecordLessonNarration';
  readonly data: { readonly lessonId: string; readonly engine: string; readonly narrated: readonly NarratedAudio[] };
  readonly metadata: CommandMetadata;
}

export type CourseNarrationCommand = ChooseNarrationSettings | RecordLessonNarration;

export { courseNarrationStreamId };

const initialState = (courseId: string): CourseNarrationState => ({ courseId, settings: null, audioKeys: new Set(), narratedLessonIds: new Set() });

function evolve(state: CourseNarrationState, event: CourseNarrationEvent): CourseNarrationState {
  switch (event.type) {
    case 'NarrationSettingsChosen': {
      const { voice, speed, language } = event.data;
      return { ...state, settings: { voice, speed, language } };
    }
    case 'LessonNarrated':
      return {
        ...state,
        audioKeys: new Set([...state.audioKeys, ...event.data.narrated.map((audio) => audio.audioKey)]),
        narratedLessonIds: new Set([...state.narratedLessonIds, event.data.lessonId]),
      };
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}

const sameSettings = (a: NarrationSettings | null, b: NarrationSettings) =>
  !!a && a.voice === b.voice && a.speed === b.speed && a.language === b.language;

function decide(command: CourseNarrationCommand, state: CourseNarrationState): CourseNarrationEvent[] {
  refuseUnlessAuthor(command.metadata.isAuthor);
  switch (command.type) {
    case 'ChooseNarrationSettings': {
      const { settings } = command.data;
      if (sameSettings(state.settings, settings)) return [];
      return [{ type: 'NarrationSettingsChosen', data: { courseId: state.courseId, ...settings } }];
    }
    case 'RecordLessonNarration': {
      // Audio stored twice for one key (two runs at once) is recorded once: the second run's files replaced the same bytes.
      const fresh = command.data.narrated.filter((audio, index, all) => !state.audioKeys.has(audio.audioKey) && all.findIndex((other) => other.audioKey === audio.audioKey) === index);
      if (fresh.length === 0) return [];
      return [{ type: 'LessonNarrated', data: { courseId: state.courseId, lessonId: command.data.lessonId, engine: command.data.engine, narrated: fresh } }];
    }
    default: {
      const unknown: never = command;
      throw new Error(`Unknown narration command ${String((unknown as { type: string }).type)}`);
    }
  }
}

export const courseNarrationDecider: Decider<CourseNarrationCommand, CourseNarrationState, CourseNarrationEvent> = { decide, evolve, initialState };
