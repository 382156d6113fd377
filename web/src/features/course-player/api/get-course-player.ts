import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client';

export const playerQueryKey = (courseId: string) => ['courses', 'player', courseId] as const;

/** GET /api/courses/:courseId/learn: the frozen version the learner studies, without answer keys. */
export function getCoursePlayer(courseId: string, signal?: AbortSignal) {
  return apiFetch(`/courses/${encodeURIComponent(courseId)}/learn`, {
    schema: () => import('./course-player-responses.schemas').then((schemas) => schemas.CoursePlayerResponse),
    signal,
  });
}

export const getCoursePlayerQueryOptions = (courseId: string) =>
  queryOptions({ queryKey: playerQueryKey(courseId), queryFn: ({ signal }) => getCoursePlayer(courseId, signal) });

export const useCoursePlayer = (courseId: string) => useQuery(getCoursePlayerQueryOptions(courseId));
