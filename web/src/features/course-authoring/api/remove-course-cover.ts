import { CourseWriteResponse } from '@pathwise/contracts';
import { apiFetch } from '../../../shared/api/api-client';
import { useCourseWrite } from '../lib/use-course-write';
import { coursePath } from './course-path';

/** DELETE /api/courses/:courseId/cover. */
export function removeCourseCover({ courseId }: { courseId: string }) {
  return apiFetch(coursePath(courseId, 'cover'), { method: 'DELETE', schema: CourseWriteResponse });
}

export const useRemoveCourseCover = () => useCourseWrite(removeCourseCover);
