import { z } from 'zod';
import { languages, NARRATION_SPEED, NarrationSettings, narrationVoices } from '@pathwise/event-schemas';

export { narrationVoices, NARRATION_SPEED, type NarrationVoice } from '@pathwise/event-schemas';

/** PUT /api/courses/:courseId/narration/settings: the whole settings. */
export const NarrationSettingsRequest = z
  .object({
    voice: z.enum(narrationVoices),
    speed: z.number().min(NARRATION_SPEED.min).max(NARRATION_SPEED.max),
    language: z.enum(languages),
  })
  .strict();
export type NarrationSettingsRequest = z.input<typeof NarrationSettingsRequest>;

/**
 * Which engine speaks on this server: espeak-ng (found at start-up), an OpenAI-compatible speech endpoint, or none,
 * in which case the player speaks with the browser's own speech synthesis.
 */
export const NarrationEngineName = z.enum(['espeak-ng', 'openai-compatible']);
export type NarrationEngineName = z.infer<typeof NarrationEngineName>;

export const NarrationSettingsResponse = z.object({
  courseId: z.string(),
  settings: NarrationSettings,
  /** False until an author saves them: the settings shown are then the defaults (the course's language). */
  chosen: z.boolean(),
  engine: NarrationEngineName.nullable(),
});
export type NarrationSettingsResponse = z.infer<typeof NarrationSettingsResponse>;

/** One lesson's narration as it stands: how many paragraphs have audio for their current text and settings. */
export const LessonNarrationState = z.object({
  lessonId: z.string(),
  title: z.string(),
  moduleTitle: z.string(),
  paragraphCount: z.number().int(),
  narratedCount: z.number().int(),
  /** Paragraphs once narrated whose text or settings changed since: re-narrating makes only these (and new ones). */
  staleCount: z.number().int(),
  /** Paragraphs never narrated in any form. */
  missingCount: z.number().int(),
  state: z.enum(['narrated', 'stale', 'missing', 'empty']),
});
export type LessonNarrationState = z.infer<typeof LessonNarrationState>;

export const NarrationJob = z.object({
  jobId: z.string(),
  state: z.enum(['running', 'done', 'failed']),
  lessonsDone: z.number().int(),
  lessonsTotal: z.number().int(),
  paragraphsNarrated: z.number().int(),
  startedAt: z.iso.datetime(),
  finishedAt: z.iso.datetime().nullable(),
  failure: z.string().nullable(),
});
export type NarrationJob = z.infer<typeof NarrationJob>;

/** GET /api/courses/:courseId/narration: the studio's view of one course. */
export const CourseNarrationResponse = NarrationSettingsResponse.extend({
  title: z.string(),
  lessons: z.array(LessonNarrationState),
  /** The latest whole-course narration this server ran, while it runs and after. */
  job: NarrationJob.nullable(),
});
export type CourseNarrationResponse = z.infer<typeof CourseNarrationResponse>;

/** POST /api/courses/:courseId/narration/lessons/:lessonId: what one narration run did. */
export const NarrateLessonResponse = z.object({
  lessonId: z.string(),
  /** Paragraphs spoken and stored by this run. */
  narrated: z.number().int(),
  /** Paragraphs whose audio was already stored for their text and settings. */
  reused: z.number().int(),
  engine: NarrationEngineName,
});
export type NarrateLessonResponse = z.infer<typeof NarrateLessonResponse>;

/** One paragraph of a lesson as narration reads it: its speakable text and its audio, when the server has it. */
export const NarrationParagraph = z.object({
  index: z.number().int(),
  text: z.string(),
  audioUrl: z.string().nullable(),
});
export type NarrationParagraph = z.infer<typeof NarrationParagraph>;

/** GET /api/courses/:courseId/lessons/:lessonId/narration: the player's manifest. */
export const LessonNarrationManifest = z.object({
  courseId: z.string(),
  lessonId: z.string(),
  settings: NarrationSettings,
  /** Null: the server speaks nothing and the player reads paragraphs with the browser's speech synthesis. */
  engine: NarrationEngineName.nullable(),
  paragraphs: z.array(NarrationParagraph),
});
export type LessonNarrationManifest = z.infer<typeof LessonNarrationManifest>;
