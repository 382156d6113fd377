import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client';
import { courseKeys } from './course-keys';

/** GET /api/courses/:courseId: the public course page (drafts only for the course's staff). */
export function getCourse(courseId: string, signal?: AbortSignal) {
  return apiFetch(`/courses/${encodeURIComponent(courseId)}`, {
    schema: () => import('./courses-responses.schemas').then((schemas) => schemas.CourseDetailResponse),
    signal,
  });
}

export const getCourseQueryOptions = (courseId: string) =>
  queryOptions({ queryKey: courseKeys.detail(courseId), queryFn: ({ signal }) => getCourse(courseId, signal) });

export const useCourse = (courseId: string) => useQuery(getCourseQueryOptions(courseId));
