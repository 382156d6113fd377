import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client';
import { playerQueryKey } from './get-course-player';

export const quizAttemptsQueryKey = (courseId: string, quizId: string) => [...playerQueryKey(courseId), 'quiz-attempts', quizId] as const;

/**
 * GET /api/courses/:courseId/quizzes/:quizId/attempts: the learner's own attempts, newest first, each with the
 * feedback it was given and the answers given.
 */
export function getQuizAttempts(courseId: string, quizId: string, signal?: AbortSignal) {
  return apiFetch(`/courses/${encodeURIComponent(courseId)}/quizzes/${encodeURIComponent(quizId)}/attempts`, {
    schema: () => import('./course-player-responses.schemas').then((schemas) => schemas.QuizAttemptsResponse),
    signal,
  });
}

export const getQuizAttemptsQueryOptions = (courseId: string, quizId: string) =>
  queryOptions({ queryKey: quizAttemptsQueryKey(courseId, quizId), queryFn: ({ signal }) => getQuizAttempts(courseId, quizId, signal) });

export const useQuizAttempts = (courseId: string, quizId: string) => useQuery(getQuizAttemptsQueryOptions(courseId, quizId));
