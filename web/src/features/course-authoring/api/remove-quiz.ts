import { CourseWriteResponse } from '@pathwise/contracts';
import { apiFetch } from '../../../shared/api/api-client';
import { useCourseWrite } from '../lib/use-course-write';
import { coursePath } from './course-path';

/** DELETE /api/courses/:courseId/quizzes/:quizId. The expected version travels in the query: a DELETE has no body. */
export function removeQuiz({ courseId, quizId, expectedVersion }: { courseId: string; quizId: string; expectedVersion: number }) {
  return apiFetch(`${coursePath(courseId, 'quizzes', quizId)}?expectedVersion=${expectedVersion}`, { method: 'DELETE', schema: CourseWriteResponse });
}

export const useRemoveQuiz = () => useCourseWrite(removeQuiz);
