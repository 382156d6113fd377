import { CourseWriteResponse } from '@pathwise/contracts';
import { apiFetch } from '../../../shared/api/api-client';
import { useCourseWrite } from '../lib/use-course-write';
import { coursePath } from './course-path';

/** DELETE /api/courses/:courseId/skills/:skillId: removes a skill no lesson or item uses. The expected version travels in the query: a DELETE has no body. */
export function removeSkill({ courseId, skillId, expectedVersion }: { courseId: string; skillId: string; expectedVersion: number }) {
  return apiFetch(`${coursePath(courseId, 'skills', skillId)}?expectedVersion=${expectedVersion}`, { method: 'DELETE', schema: CourseWriteResponse });
}

export const useRemoveSkill = () => useCourseWrite(removeSkill);
