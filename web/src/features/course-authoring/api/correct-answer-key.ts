import { CourseWriteResponse, type CorrectAnswerKeyRequest } from '@pathwise/contracts';
import type { z } from 'zod';
import { apiFetch } from '../../../shared/api/api-client';
import { useCourseWrite } from '../lib/use-course-write';
import { coursePath } from './course-path';

export type CorrectAnswerKeyVariables = { courseId: string; quizId: string; itemId: string } & z.input<typeof CorrectAnswerKeyRequest>;

/** POST /api/courses/:courseId/quizzes/:quizId/items/:itemId/answer-key: fixes the key of a published item;
 * the server regrades the attempts it touches. */
export function correctAnswerKey({ courseId, quizId, itemId, ...request }: CorrectAnswerKeyVariables) {
  return apiFetch(coursePath(courseId, 'quizzes', quizId, 'items', itemId, 'answer-key'), { method: 'POST', body: request, schema: CourseWriteResponse });
}

export const useCorrectAnswerKey = () => useCourseWrite(correctAnswerKey);
