import { CourseWriteResponse } from '@pathwise/contracts';
import { apiFetch } from '../../../shared/api/api-client';
import { useCourseWrite } from '../lib/use-course-write';
import { coursePath } from './course-path';

/** DELETE /api/courses/:courseId/co-authors/:userId: the author no longer edits the course (the creator only). */
export function removeCoAuthor({ courseId, userId }: { courseId: string; userId: string }) {
  return apiFetch(coursePath(courseId, 'co-authors', userId), { method: 'DELETE', schema: CourseWriteResponse });
}

export const useRemoveCoAuthor = () => useCourseWrite(removeCoAuthor);
