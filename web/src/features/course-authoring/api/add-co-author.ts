import { CoAuthorInvitationResponse, type AddCoAuthorRequest } from '@pathwise/contracts';
import type { z } from 'zod';
import { apiFetch } from '../../../shared/api/api-client';
import { useCourseWrite } from '../lib/use-course-write';
import { coursePath } from './course-path';

export type AddCoAuthorVariables = { courseId: string } & z.input<typeof AddCoAuthorRequest>;

/**
 * POST /api/courses/:courseId/co-authors: invites an author by email (the creator only). The invitation is mailed and
 * takes effect when the address signs in or up, so the answer never says whether it has an account.
 */
export function addCoAuthor({ courseId, ...request }: AddCoAuthorVariables) {
  return apiFetch(coursePath(courseId, 'co-authors'), { method: 'POST', body: request, schema: CoAuthorInvitationResponse });
}

export const useAddCoAuthor = () => useCourseWrite(addCoAuthor);
