import { CourseWriteResponse, type AddCoAuthorRequest } from '@pathwise/contracts';
import type { z } from 'zod';
import { apiFetch } from '../../../shared/api/api-client';
import { useCourseWrite } from '../lib/use-course-write';
import { coursePath } from './course-path';

export type AddCoAuthorVariables = { courseId: string } & z.input<typeof AddCoAuthorRequest>;

/** POST /api/courses/:courseId/co-authors: invites an author by email (the creator only). */
export function addCoAuthor({ courseId, ...request }: AddCoAuthorVariables) {
  return apiFetch(coursePath(courseId, 'co-authors'), { method: 'POST', body: request, schema: CourseWriteResponse });
}

export const useAddCoAuthor = () => useCourseWrite(addCoAuthor);
