import { CourseWriteResponse, type EditQuizRequest } from '@pathwise/contracts';
import type { z } from 'zod';
import { apiFetch } from '../../../shared/api/api-client';
import { useCourseWrite } from '../lib/use-course-write';
import { coursePath } from './course-path';

export type EditQuizVariables = { courseId: string; quizId: string } & z.input<typeof EditQuizRequest>;

/** PUT /api/courses/:courseId/quizzes/:quizId: the quiz, stated whole. */
export function editQuiz({ courseId, quizId, ...request }: EditQuizVariables) {
  return apiFetch(coursePath(courseId, 'quizzes', quizId), { method: 'PUT', body: request, schema: CourseWriteResponse });
}

export const useEditQuiz = () => useCourseWrite(editQuiz);
