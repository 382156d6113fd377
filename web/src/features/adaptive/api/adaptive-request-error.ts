import { apiFetch, type ApiFetchOptions } from '../../../shared/api/api-client';
import { ApiError } from '../../../shared/api/api-error';

/** The adaptive calls the spec's error catalogue names (section 8), each failing with its own words. */
export type AdaptiveRequest = 'profileUpdate' | 'content' | 'feedback' | 'analytics';

const englishWords: Readonly<Record<AdaptiveRequest, string>> = {
  profileUpdate: 'Profile update failed',
  content: 'Personalized content request failed',
  feedback: 'Adaptive feedback request failed',
  analytics: 'Analytics request failed',
};

/**
 * A failed adaptive call: 'Analytics request failed: 500 Internal Server Error' (spec section 8, "each with the
 * status text"). The message is English for logs; screens word it in the reader's language from `request`.
 */
export class AdaptiveRequestError extends Error {
  override readonly name = 'AdaptiveRequestError';

  constructor(
    readonly request: AdaptiveRequest,
    readonly apiError: ApiError,
  ) {
    super(`${englishWords[request]}: ${apiError.message}`, { cause: apiError });
  }
}

/** Personalised content asked for with nobody signed in (spec section 8); no request is sent. */
export class NotAuthenticatedError extends Error {
  override readonly name = 'NotAuthenticatedError';

  constructor() {
    super('User not authenticated');
  }
}

/** `apiFetch` whose non-OK answers become an {@link AdaptiveRequestError} naming `request`. */
export async function adaptiveFetch<T>(request: AdaptiveRequest, path: string, options: ApiFetchOptions<T>) {
  try {
    return await apiFetch(path, options);
  } catch (error) {
    if (error instanceof ApiError) throw new AdaptiveRequestError(request, error);
    throw error;
  }
}

/** `?at=` when looking at a past moment (time travel), else nothing. */
export const atQuery = (at: string | undefined): string => (at ? `?at=${encodeURIComponent(at)}` : '');
