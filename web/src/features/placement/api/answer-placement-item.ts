import { PlacementTestResponse, type AnswerPlacementItemRequest, type CoursePlayerResponse } from '@pathwise/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client';
import { playerQueryKey } from '../../course-player';
import { placementTestQueryKey } from './get-placement-test';

export type AnswerPlacementItemVariables = { readonly testId: string } & AnswerPlacementItemRequest;

/** POST /api/placement-tests/:testId/answers: graded on the server; answers the next item, or the outcome. */
export function answerPlacementItem({ testId, ...answer }: AnswerPlacementItemVariables) {
  return apiFetch(`/placement-tests/${encodeURIComponent(testId)}/answers`, { method: 'POST', body: answer, schema: PlacementTestResponse });
}

export function useAnswerPlacementItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerPlacementItem,
    onSuccess: (test) => {
      queryClient.setQueryData(placementTestQueryKey(test.testId), test);
      const skipped = test.outcome?.skippedLessonIds;
      if (!skipped) return;
      // The player reads skippable lessons from a read model that catches up a moment later; the outcome is the
      // learner's latest, so the player may show it at once rather than a stale list.
      queryClient.setQueryData<CoursePlayerResponse>(playerQueryKey(test.courseId), (player) =>
        player && player.version === test.courseVersion ? { ...player, skippableLessonIds: skipped } : player,
      );
    },
  });
}
