import { CourseWriteResponse } from '@pathwise/contracts';
import { apiFetch } from '../../../shared/api/api-client';
import { useCourseWrite } from '../lib/use-course-write';
import { coursePath } from './course-path';

/** DELETE /api/courses/:courseId/modules/:moduleId: the module with its lessons and quizzes. The expected version travels in the query: a DELETE has no body. */
export function removeModule({ courseId, moduleId, expectedVersion }: { courseId: string; moduleId: string; expectedVersion: number }) {
  return apiFetch(`${coursePath(courseId, 'modules', moduleId)}?expectedVersion=${expectedVersion}`, { method: 'DELETE', schema: CourseWriteResponse });
}

export const useRemoveModule = () => useCourseWrite(removeModule);
