import type { ContentType } from './get-personalized-content';

/**
 * Query keys of the adaptive reads. A learner's live reads sit under `['adaptive', userId, 'now']`, so a push can
 * refresh them all at once; a past moment (`at`) never changes, so it sits apart and is never refetched by pushes.
 */
export const adaptiveKeys = {
  all: ['adaptive'] as const,
  live: (userId: string) => ['adaptive', userId, 'now'] as const,
  profile: (userId: string, at?: string) =>
    at ? (['adaptive', userId, 'at', at, 'profile'] as const) : (['adaptive', userId, 'now', 'profile'] as const),
  analytics: (userId: string, at?: string) =>
    at ? (['adaptive', userId, 'at', at, 'analytics'] as const) : (['adaptive', userId, 'now', 'analytics'] as const),
  content: (userId: string | null, topic: string, contentType: ContentType) =>
    ['adaptive', userId ?? 'nobody', 'now', 'content', topic, contentType] as const,
  demoLearner: ['adaptive', 'demo-learner'] as const,
};
