import { PlacementTestResponse } from '@pathwise/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client';

export const placementTestQueryKey = (testId: string) => ['placement-tests', testId] as const;

/** GET /api/placement-tests/:testId: the learner's own test, as it stands; a reload resumes it from here. */
export function getPlacementTest(testId: string, signal?: AbortSignal) {
  return apiFetch(`/placement-tests/${encodeURIComponent(testId)}`, { schema: PlacementTestResponse, signal });
}

export const getPlacementTestQueryOptions = (testId: string) =>
  queryOptions({ queryKey: placementTestQueryKey(testId), queryFn: ({ signal }) => getPlacementTest(testId, signal) });

export const usePlacementTest = (testId: string) => useQuery(getPlacementTestQueryOptions(testId));
