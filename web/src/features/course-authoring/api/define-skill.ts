import { CourseWriteResponse, type DefineSkillRequest } from '@pathwise/contracts';
import type { z } from 'zod';
import { apiFetch } from '../../../shared/api/api-client';
import { useCourseWrite } from '../lib/use-course-write';
import { coursePath } from './course-path';

export type DefineSkillVariables = { courseId: string; skillId: string } & z.input<typeof DefineSkillRequest>;

/** PUT /api/courses/:courseId/skills/:skillId: adds or changes a skill and its prerequisites. */
export function defineSkill({ courseId, skillId, ...request }: DefineSkillVariables) {
  return apiFetch(coursePath(courseId, 'skills', skillId), { method: 'PUT', body: request, schema: CourseWriteResponse });
}

export const useDefineSkill = () => useCourseWrite(defineSkill);
