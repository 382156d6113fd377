import type { SubmitQuizAttemptRequest } from '@pathwise/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client';
// The helper alone, not the gamification feature's components.
import { reportQuizCompleted } from '../../gamification';

export type SubmitQuizAttemptVariables = { courseId: string; quizId: string } & SubmitQuizAttemptRequest;

/**
 * POST /api/courses/:courseId/quizzes/:quizId/attempts: graded on the server, which also records the quiz_attempt
 * learning event; the answer says, per item, whether it was right, the right answer and why.
 */
export function submitQuizAttempt({ courseId, quizId, ...request }: SubmitQuizAttemptVariables) {
  return apiFetch(`/courses/${encodeURIComponent(courseId)}/quizzes/${encodeURIComponent(quizId)}/attempts`, {
    method: 'POST',
    body: request,
    schema: () => import('./course-player-responses.schemas').then((schemas) => schemas.QuizAttemptResult),
  });
}

export function useSubmitQuizAttempt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitQuizAttempt,
    onSuccess: () => {
      // The gamification trigger (spec section 7): the server ignores what it did not record, so it awards nothing itself.
      void reportQuizCompleted(queryClient);
      // My courses shows progress; let it catch up.
      return queryClient.invalidateQueries({ queryKey: ['courses', 'mine'] });
    },
  });
}
