import { CourseDiffResponse } from '@pathwise/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client';
import { coursePath } from './course-path';

export interface DiffRange {
  readonly from: number;
  readonly to: number;
}

/** GET /api/courses/:courseId/versions/diff?from=&to=: what changed between two versions, in words. */
export function getCourseDiff(courseId: string, { from, to }: DiffRange, signal?: AbortSignal) {
  return apiFetch(`${coursePath(courseId, 'versions', 'diff')}?from=${from}&to=${to}`, { schema: CourseDiffResponse, signal });
}

export const getCourseDiffQueryOptions = (courseId: string, range: DiffRange) =>
  queryOptions({
    queryKey: ['courses', 'diff', courseId, range.from, range.to] as const,
    queryFn: ({ signal }) => getCourseDiff(courseId, range, signal),
    // Two versions never change: their diff is good forever.
    staleTime: Infinity,
  });

export const useCourseDiff = (courseId: string, range: DiffRange | null) =>
  useQuery({ ...getCourseDiffQueryOptions(courseId, range ?? { from: 0, to: 1 }), enabled: range !== null });
