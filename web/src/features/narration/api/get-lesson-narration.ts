import { LessonNarrationManifest } from '@pathwise/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client';
import { narrationKeys } from './narration-keys';

/** GET /api/courses/{courseId}/lessons/{lessonId}/narration: each paragraph's words and its audio, when the server has it. */
export const getLessonNarration = (courseId: string, lessonId: string, signal?: AbortSignal) =>
  apiFetch(`/courses/${encodeURIComponent(courseId)}/lessons/${encodeURIComponent(lessonId)}/narration`, { schema: LessonNarrationManifest, signal });

export const getLessonNarrationQueryOptions = (courseId: string, lessonId: string) =>
  queryOptions({ queryKey: narrationKeys.lesson(courseId, lessonId), queryFn: ({ signal }) => getLessonNarration(courseId, lessonId, signal) });

export const useLessonNarration = (courseId: string, lessonId: string) => useQuery(getLessonNarrationQueryOptions(courseId, lessonId));
