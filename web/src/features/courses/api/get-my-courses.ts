import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client';
import { courseKeys } from './course-keys';

/** GET /api/me/courses: the courses I am enrolled in, with my progress. */
export function getMyCourses(signal?: AbortSignal) {
  return apiFetch('/me/courses', {
    schema: () => import('./courses-responses.schemas').then((schemas) => schemas.MyCoursesResponse),
    signal,
  });
}

export const getMyCoursesQueryOptions = () =>
  queryOptions({ queryKey: courseKeys.mine, queryFn: ({ signal }) => getMyCourses(signal) });

export const useMyCourses = () => useQuery(getMyCoursesQueryOptions());
