import { CourseWriteResponse, type AddModuleRequest } from '@pathwise/contracts';
import type { z } from 'zod';
import { apiFetch } from '../../../shared/api/api-client';
import { useCourseWrite } from '../lib/use-course-write';
import { coursePath } from './course-path';

export type AddModuleVariables = { courseId: string } & z.input<typeof AddModuleRequest>;

/** POST /api/courses/:courseId/modules: a new module at the end. */
export function addModule({ courseId, ...request }: AddModuleVariables) {
  return apiFetch(coursePath(courseId, 'modules'), { method: 'POST', body: request, schema: CourseWriteResponse });
}

export const useAddModule = () => useCourseWrite(addModule);
