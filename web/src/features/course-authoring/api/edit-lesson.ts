import { CourseWriteResponse, type EditLessonRequest } from '@pathwise/contracts';
import type { z } from 'zod';
import { apiFetch } from '../../../shared/api/api-client';
import { useCourseWrite } from '../lib/use-course-write';
import { coursePath } from './course-path';

export type EditLessonVariables = { courseId: string; lessonId: string } & z.input<typeof EditLessonRequest>;

/** PUT /api/courses/:courseId/lessons/:lessonId: the lesson, stated whole. */
export function editLesson({ courseId, lessonId, ...request }: EditLessonVariables) {
  return apiFetch(coursePath(courseId, 'lessons', lessonId), { method: 'PUT', body: request, schema: CourseWriteResponse });
}

export const useEditLesson = () => useCourseWrite(editLesson);
