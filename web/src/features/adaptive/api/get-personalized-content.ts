import type { contentTypes } from '@pathwise/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adaptiveKeys } from './adaptive-keys';
import { adaptiveFetch, NotAuthenticatedError } from './adaptive-request-error';

export type ContentType = (typeof contentTypes)[number];

/**
 * POST /api/ai/adaptive/content/{userId}: the next best lesson or item on `topic` (a course id, a skill id or words)
 * and the reviews that are due. A POST that changes nothing, so it is read as a query. Without a signed-in user it
 * fails at once with 'User not authenticated' (spec section 8).
 */
export function getPersonalizedContent(userId: string | null, topic: string, contentType: ContentType, signal?: AbortSignal) {
  if (!userId) return Promise.reject(new NotAuthenticatedError());
  return adaptiveFetch('content', `/ai/adaptive/content/${encodeURIComponent(userId)}`, {
    method: 'POST',
    body: { topic, contentType },
    schema: () => import('./adaptive-responses.schemas').then((schemas) => schemas.AdaptiveContentResponse),
    signal,
  });
}

export const getPersonalizedContentQueryOptions = (userId: string | null, topic: string, contentType: ContentType = 'lesson') =>
  queryOptions({
    queryKey: adaptiveKeys.content(userId, topic, contentType),
    queryFn: ({ signal }) => getPersonalizedContent(userId, topic, contentType, signal),
  });

export const usePersonalizedContent = (userId: string | null, topic: string, contentType: ContentType = 'lesson') =>
  useQuery(getPersonalizedContentQueryOptions(userId, topic, contentType));
