import { AdaptiveAnalytics } from '@pathwise/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adaptiveKeys } from './adaptive-keys';
import { adaptiveFetch, atQuery } from './adaptive-request-error';

/** GET /api/ai/adaptive/analytics/{userId}[?at=]: the profile with how it came to be (mastery over time). */
export function getAdaptiveAnalytics(userId: string, at?: string, signal?: AbortSignal) {
  return adaptiveFetch('analytics', `/ai/adaptive/analytics/${encodeURIComponent(userId)}${atQuery(at)}`, {
    schema: AdaptiveAnalytics,
    signal,
  });
}

export const getAdaptiveAnalyticsQueryOptions = (userId: string, at?: string) =>
  queryOptions({
    queryKey: adaptiveKeys.analytics(userId, at),
    queryFn: ({ signal }) => getAdaptiveAnalytics(userId, at, signal),
    ...(at ? { staleTime: Infinity } : {}),
  });

export const useAdaptiveAnalytics = (userId: string, at?: string) => useQuery(getAdaptiveAnalyticsQueryOptions(userId, at));
