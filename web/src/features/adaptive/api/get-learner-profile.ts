import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client';
import { adaptiveKeys } from './adaptive-keys';
import { atQuery } from './adaptive-request-error';

/** GET /api/learners/{userId}/profile[?at=]: the learner profile now, or as it stood at `at` (time travel). */
export function getLearnerProfile(userId: string, at?: string, signal?: AbortSignal) {
  return apiFetch(`/learners/${encodeURIComponent(userId)}/profile${atQuery(at)}`, {
    schema: () => import('./adaptive-responses.schemas').then((schemas) => schemas.LearnerProfile),
    signal,
  });
}

export const getLearnerProfileQueryOptions = (userId: string, at?: string) =>
  queryOptions({
    queryKey: adaptiveKeys.profile(userId, at),
    queryFn: ({ signal }) => getLearnerProfile(userId, at, signal),
    // The past does not change: a snapshot once read is kept.
    ...(at ? { staleTime: Infinity } : {}),
  });

export const useLearnerProfile = (userId: string, at?: string) => useQuery(getLearnerProfileQueryOptions(userId, at));
