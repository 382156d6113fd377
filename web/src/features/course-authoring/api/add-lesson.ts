import { CourseWriteResponse, type AddLessonRequest } from '@pathwise/contracts';
import type { z } from 'zod';
import { apiFetch } from '../../../shared/api/api-client';
import { useCourseWrite } from '../lib/use-course-write';
import { coursePath } from './course-path';

export type AddLessonVariables = { courseId: string } & z.input<typeof AddLessonRequest>;

/** POST /api/courses/:courseId/lessons: a new lesson at the end of its module. */
export function addLesson({ courseId, ...request }: AddLessonVariables) {
  return apiFetch(coursePath(courseId, 'lessons'), { method: 'POST', body: request, schema: CourseWriteResponse });
}

export const useAddLesson = () => useCourseWrite(addLesson);
