import { MaterialListResponse } from '@pathwise/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client';

/**
 * GET /api/materials: the signed-in user's materials, newest first, with the upload limits; with a course id, that
 * course's materials (for its staff).
 */
export function getMaterials(signal?: AbortSignal, courseId?: string) {
  const search = courseId ? `?${new URLSearchParams({ courseId }).toString()}` : '';
  return apiFetch(`/materials${search}`, { schema: MaterialListResponse, signal });
}

export const materialsQueryKey = ['materials', 'mine'] as const;
export const courseMaterialsQueryKey = (courseId: string) => ['materials', 'course', courseId] as const;

export const getMaterialsQueryOptions = () => queryOptions({ queryKey: materialsQueryKey, queryFn: ({ signal }) => getMaterials(signal) });

export const getCourseMaterialsQueryOptions = (courseId: string) =>
  queryOptions({ queryKey: courseMaterialsQueryKey(courseId), queryFn: ({ signal }) => getMaterials(signal, courseId) });

export const useMaterials = () => useQuery(getMaterialsQueryOptions());

export const useCourseMaterials = (courseId: string) => useQuery(getCourseMaterialsQueryOptions(courseId));
