import { CourseWriteResponse, type RestoreVersionRequest } from '@pathwise/contracts';
import type { z } from 'zod';
import { apiFetch } from '../../../shared/api/api-client';
import { useCourseWrite } from '../lib/use-course-write';
import { coursePath } from './course-path';

export type RestoreCourseVersionVariables = { courseId: string; version: number } & z.input<typeof RestoreVersionRequest>;

/** POST /api/courses/:courseId/versions/:version/restore: makes an earlier version the current content again. */
export function restoreCourseVersion({ courseId, version, ...request }: RestoreCourseVersionVariables) {
  return apiFetch(coursePath(courseId, 'versions', version, 'restore'), { method: 'POST', body: request, schema: CourseWriteResponse });
}

export const useRestoreCourseVersion = () => useCourseWrite(restoreCourseVersion);
