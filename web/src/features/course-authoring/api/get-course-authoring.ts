import { CourseAuthoringResponse } from '@pathwise/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client';
import { coursePath } from './course-path';

export const authoringQueryKey = (courseId: string) => ['courses', 'authoring', courseId] as const;

/** GET /api/courses/:courseId/authoring: everything an author edits, answer keys included (course staff only). */
export function getCourseAuthoring(courseId: string, signal?: AbortSignal) {
  return apiFetch(coursePath(courseId, 'authoring'), { schema: CourseAuthoringResponse, signal });
}

export const getCourseAuthoringQueryOptions = (courseId: string) =>
  queryOptions({
    queryKey: authoringQueryKey(courseId),
    queryFn: ({ signal }) => getCourseAuthoring(courseId, signal),
    // An author's open forms are built on the loaded version; a silent refetch on focus would move it under them.
    refetchOnWindowFocus: false,
  });

export const useCourseAuthoring = (courseId: string) => useQuery(getCourseAuthoringQueryOptions(courseId));
