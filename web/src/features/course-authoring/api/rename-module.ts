import { CourseWriteResponse, type RenameModuleRequest } from '@pathwise/contracts';
import type { z } from 'zod';
import { apiFetch } from '../../../shared/api/api-client';
import { useCourseWrite } from '../lib/use-course-write';
import { coursePath } from './course-path';

export type RenameModuleVariables = { courseId: string; moduleId: string } & z.input<typeof RenameModuleRequest>;

/** PUT /api/courses/:courseId/modules/:moduleId: a new title. */
export function renameModule({ courseId, moduleId, ...request }: RenameModuleVariables) {
  return apiFetch(coursePath(courseId, 'modules', moduleId), { method: 'PUT', body: request, schema: CourseWriteResponse });
}

export const useRenameModule = () => useCourseWrite(renameModule);
