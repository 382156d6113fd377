import { CourseWriteResponse, type AddQuizRequest } from '@pathwise/contracts';
import type { z } from 'zod';
import { apiFetch } from '../../../shared/api/api-client';
import { useCourseWrite } from '../lib/use-course-write';
import { coursePath } from './course-path';

export type AddQuizVariables = { courseId: string } & z.input<typeof AddQuizRequest>;

/** POST /api/courses/:courseId/quizzes: a new quiz at the end of its module. */
export function addQuiz({ courseId, ...request }: AddQuizVariables) {
  return apiFetch(coursePath(courseId, 'quizzes'), { method: 'POST', body: request, schema: CourseWriteResponse });
}

export const useAddQuiz = () => useCourseWrite(addQuiz);
