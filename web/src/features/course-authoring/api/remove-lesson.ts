import { CourseWriteResponse } from '@pathwise/contracts';
import { apiFetch } from '../../../shared/api/api-client';
import { useCourseWrite } from '../lib/use-course-write';
import { coursePath } from './course-path';

/** DELETE /api/courses/:courseId/lessons/:lessonId. The expected version travels in the query: a DELETE has no body. */
export function removeLesson({ courseId, lessonId, expectedVersion }: { courseId: string; lessonId: string; expectedVersion: number }) {
  return apiFetch(`${coursePath(courseId, 'lessons', lessonId)}?expectedVersion=${expectedVersion}`, { method: 'DELETE', schema: CourseWriteResponse });
}

export const useRemoveLesson = () => useCourseWrite(removeLesson);
