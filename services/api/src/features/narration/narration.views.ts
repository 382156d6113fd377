import type { CourseNarrationResponse, LessonNarrationManifest, LessonNarrationState } from '@pathwise/contracts';
import type { NarrationSettings } from '@pathwise/event-schemas';
import type { CourseContent } from '../courses/index.js';
import type { CourseNarrationState } from './course-narration.decider.js';
import { lessonParagraphs, narrationAudioKey } from './lesson-paragraphs.rules.js';

/** Until an author chooses, a course is narrated in its own language, at the ordinary pace, in the clear voice. */
export const defaultNarrationSettings = (content: CourseContent): NarrationSettings => ({ voice: 'clear', speed: 1, language: content.details.language });

export const settingsOf = (narration: CourseNarrationState, content: CourseContent): NarrationSettings => narration.settings ?? defaultNarrationSettings(content);

/** A lesson's paragraphs with the key each one's audio has, for the given settings and engine. */
export function keyedParagraphs(blocks: Parameters<typeof lessonParagraphs>[0], settings: NarrationSettings, engine: string) {
  return lessonParagraphs(blocks).map((text, index) => ({ index, text, audioKey: narrationAudioKey(text, settings, engine) }));
}

export function lessonStatesOf(content: CourseContent, narration: CourseNarrationState, engine: string | null): LessonNarrationState[] {
  const settings = settingsOf(narration, content);
  return content.modules.flatMap((module) =>
    module.lessons.map((lesson) => {
      const paragraphs = keyedParagraphs(lesson.blocks, settings, engine ?? 'none');
      const narratedCount = engine ? paragraphs.filter((paragraph) => narration.audioKeys.has(paragraph.audioKey)).length : 0;
      const without = paragraphs.length - narratedCount;
      const wasNarrated = narration.narratedLessonIds.has(lesson.lessonId);
      const staleCount = wasNarrated ? without : 0;
      const missingCount = wasNarrated ? 0 : without;
      const state = paragraphs.length === 0 ? 'empty' : without === 0 ? 'narrated' : staleCount > 0 ? 'stale' : 'missing';
      return { lessonId: lesson.lessonId, title: lesson.title, moduleTitle: module.title, paragraphCount: paragraphs.length, narratedCount, staleCount, missingCount, state };
    }),
  );
}

export const audioPath = (courseId: string, audioKey: string) => `/api/courses/${courseId}/narration/audio/${audioKey}`;

export function manifestOf(
  courseId: string,
  lesson: { lessonId: string; blocks: Parameters<typeof lessonParagraphs>[0] },
  settings: NarrationSettings,
  narration: CourseNarrationState,
  engine: LessonNarrationManifest['engine'],
): LessonNarrationManifest {
  const paragraphs = keyedParagraphs(lesson.blocks, settings, engine ?? 'none').map(({ index, text, audioKey }) => ({
    index,
    text,
    audioUrl: engine && narration.audioKeys.has(audioKey) ? audioPath(courseId, audioKey) : null,
  }));
  return { courseId, lessonId: lesson.lessonId, settings, engine, paragraphs };
}

export type CourseNarrationView = Omit<CourseNarrationResponse, 'job'>;
