import { LearnerProfile } from '@pathwise/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client';
import { ApiError } from '../../../shared/api/api-error';
import { adaptiveKeys } from './adaptive-keys';

/** GET /api/demo/learner-profile (public): the seeded demo learner's profile, null when no demo learner is seeded. */
export async function getDemoLearnerProfile(signal?: AbortSignal): Promise<LearnerProfile | null> {
  try {
    return await apiFetch('/demo/learner-profile', { schema: LearnerProfile, signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const getDemoLearnerProfileQueryOptions = () =>
  queryOptions({ queryKey: adaptiveKeys.demoLearner, queryFn: ({ signal }) => getDemoLearnerProfile(signal) });

export const useDemoLearnerProfile = () => useQuery(getDemoLearnerProfileQueryOptions());
