import { CourseVersionsResponse } from '@pathwise/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client';
import { coursePath } from './course-path';

/** GET /api/courses/:courseId/versions: every edit with who and when, newest first (course staff only). */
export function getCourseVersions(courseId: string, signal?: AbortSignal) {
  return apiFetch(coursePath(courseId, 'versions'), { schema: CourseVersionsResponse, signal });
}

export const getCourseVersionsQueryOptions = (courseId: string) =>
  queryOptions({ queryKey: ['courses', 'versions', courseId] as const, queryFn: ({ signal }) => getCourseVersions(courseId, signal) });

export const useCourseVersions = (courseId: string) => useQuery(getCourseVersionsQueryOptions(courseId));
