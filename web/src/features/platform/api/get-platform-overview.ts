import type { PlatformOverviewResponse } from '@pathwise/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client';

export const platformOverviewQueryKey = ['platform', 'overview'] as const;

export function getPlatformOverview(signal?: AbortSignal): Promise<PlatformOverviewResponse> {
  return apiFetch('/platform/overview', {
    schema: () => import('./platform-responses.schemas').then((schemas) => schemas.PlatformOverviewResponse),
    signal,
  });
}

export const getPlatformOverviewQueryOptions = () =>
  queryOptions({
    queryKey: platformOverviewQueryKey,
    queryFn: ({ signal }) => getPlatformOverview(signal),
  });

export const usePlatformOverview = () => useQuery(getPlatformOverviewQueryOptions());
