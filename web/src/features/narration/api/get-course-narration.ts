import { CourseNarrationResponse } from '@pathwise/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client';
import { courseNarrationPath, narrationKeys } from './narration-keys';

/** GET /api/courses/{courseId}/narration: settings, engine, each lesson's state and the latest whole-course run. */
export const getCourseNarration = (courseId: string, signal?: AbortSignal) =>
  apiFetch(courseNarrationPath(courseId), { schema: CourseNarrationResponse, signal });

export const getCourseNarrationQueryOptions = (courseId: string) =>
  queryOptions({
    queryKey: narrationKeys.course(courseId),
    queryFn: ({ signal }) => getCourseNarration(courseId, signal),
    // While a whole-course run goes on, its progress is asked again each second.
    refetchInterval: (query) => (query.state.data?.job?.state === 'running' ? 1_000 : false),
  });

export const useCourseNarration = (courseId: string | null) => useQuery({ ...getCourseNarrationQueryOptions(courseId ?? ''), enabled: courseId !== null });
