import { CourseWriteResponse, type EditCourseDetailsRequest } from '@pathwise/contracts';
import type { z } from 'zod';
import { apiFetch } from '../../../shared/api/api-client';
import { useCourseWrite } from '../lib/use-course-write';
import { coursePath } from './course-path';

export type EditCourseDetailsVariables = { courseId: string } & z.input<typeof EditCourseDetailsRequest>;

/** PUT /api/courses/:courseId/details: the details, stated whole. */
export function editCourseDetails({ courseId, ...request }: EditCourseDetailsVariables) {
  return apiFetch(coursePath(courseId, 'details'), { method: 'PUT', body: request, schema: CourseWriteResponse });
}

export const useEditCourseDetails = () => useCourseWrite(editCourseDetails);
