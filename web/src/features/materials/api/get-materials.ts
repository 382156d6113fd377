import { MaterialListResponse } from '@pathwise/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client';

/** GET /api/materials: the signed-in user's materials, newest first, with the upload limits. */
export function getMaterials(signal?: AbortSignal) {
  return apiFetch('/materials', { schema: MaterialListResponse, signal });
}

export const materialsQueryKey = ['materials', 'mine'] as const;

export const getMaterialsQueryOptions = () => queryOptions({ queryKey: materialsQueryKey, queryFn: ({ signal }) => getMaterials(signal) });

export const useMaterials = () => useQuery(getMaterialsQueryOptions());
