import type { AnswerCheckRequest } from '@pathwise/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client';

export type AnswerLessonCheckVariables = { courseId: string; lessonId: string; itemId: string } & AnswerCheckRequest;

/**
 * POST /api/courses/:courseId/lessons/:lessonId/checks/:itemId/answers: a check-yourself answer, graded on the server
 * and recorded as practice; the answer says whether it was right, the right answer and why.
 */
export function answerLessonCheck({ courseId, lessonId, itemId, ...request }: AnswerLessonCheckVariables) {
  return apiFetch(`/courses/${encodeURIComponent(courseId)}/lessons/${encodeURIComponent(lessonId)}/checks/${encodeURIComponent(itemId)}/answers`, {
    method: 'POST',
    body: request,
    schema: () => import('./course-player-responses.schemas').then((schemas) => schemas.CheckAnswerResult),
  });
}

export const useAnswerLessonCheck = () => useMutation({ mutationFn: answerLessonCheck });
