import { CourseWriteResponse } from '@pathwise/contracts';
import { apiFetch } from '../../../shared/api/api-client';
import { useCourseWrite } from '../lib/use-course-write';
import { coursePath } from './course-path';

/** PUT /api/courses/:courseId/cover: the image itself is the body, typed image/png, image/jpeg or image/webp. */
export function uploadCourseCover({ courseId, cover }: { courseId: string; cover: Blob }) {
  return apiFetch(coursePath(courseId, 'cover'), { method: 'PUT', rawBody: cover, schema: CourseWriteResponse });
}

export const useUploadCourseCover = () => useCourseWrite(uploadCourseCover);
