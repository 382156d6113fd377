import { z } from 'zod';
import { defineEvent } from '../kernel/define-event.js';
import { EntityId } from '../kernel/ids.js';
import { streamId } from '../kernel/stream-id.js';
import { languages } from '../identity/account.events.js';

/**
 * The voices a course may be narrated in, named for how they sound rather than after one engine's voices: each engine
 * maps them to its own (espeak-ng's variants, a speech endpoint's voices, the browser's voices for the language).
 */
export const narrationVoices = ['clear', 'warm', 'deep', 'bright'] as const;
export type NarrationVoice = (typeof narrationVoices)[number];

/** How fast narration speaks, as a multiple of the engine's ordinary pace. */
export const NARRATION_SPEED = { min: 0.5, max: 2 } as const;

export const NarrationSettings = z.object({
  voice: z.enum(narrationVoices),
  speed: z.number().min(NARRATION_SPEED.min).max(NARRATION_SPEED.max),
  language: z.enum(languages),
});
export type NarrationSettings = z.infer<typeof NarrationSettings>;

/** An audio's key: the hex SHA-256 of a paragraph's text with the settings and engine that spoke it. */
export const NarrationAudioKey = z.string().regex(/^[a-f0-9]{64}$/);

/** An author chose how the course is narrated; paragraphs narrated before keep their audio until narrated again. */
export const NarrationSettingsChosen = defineEvent({
  type: 'NarrationSettingsChosen',
  schema: NarrationSettings.extend({ courseId: EntityId }),
});

/**
 * One run of narration over a lesson stored audio for the paragraphs it had none for, each under its key; paragraphs
 * whose key already had audio are not listed again (an edit re-narrates only what changed).
 */
export const LessonNarrated = defineEvent({
  type: 'LessonNarrated',
  schema: z.object({
    courseId: EntityId,
    lessonId: EntityId,
    engine: z.string().min(1).max(60),
    narrated: z.array(z.object({ audioKey: NarrationAudioKey, contentType: z.string().min(1).max(100), bytes: z.number().int().min(0) })).max(2_000),
  }),
});

export const courseNarrationEvents = [NarrationSettingsChosen, LessonNarrated] as const;

export const courseNarrationStreamId = (courseId: string) => streamId('narration', courseId);
