import { PlacementTestResponse } from '@pathwise/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client';
import { placementTestQueryKey } from './get-placement-test';

export interface StartPlacementTestVariables {
  readonly courseId: string;
  /** Named by the client, so a retried start answers the test already begun rather than opening a second one. */
  readonly testId: string;
}

/** POST /api/courses/:courseId/placement-tests: enrolled learners only; answers the first item. */
export function startPlacementTest({ courseId, testId }: StartPlacementTestVariables) {
  return apiFetch(`/courses/${encodeURIComponent(courseId)}/placement-tests`, { method: 'POST', body: { testId }, schema: PlacementTestResponse });
}

export function useStartPlacementTest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startPlacementTest,
    // The test page reads the test by its id: seeded here, it shows the first item without asking again.
    onSuccess: (test) => queryClient.setQueryData(placementTestQueryKey(test.testId), test),
  });
}
