import { CourseWriteResponse, type ReviewAiDraftRequest } from '@pathwise/contracts';
import { apiFetch } from '../../../shared/api/api-client';
import { useCourseWrite } from '../lib/use-course-write';
import { coursePath } from './course-path';

export type ReviewAiDraftVariables = { courseId: string } & ReviewAiDraftRequest;

/** POST /api/courses/:courseId/ai-drafts/review: a person vouches for an AI-drafted block or question. */
export function reviewAiDraft({ courseId, ...request }: ReviewAiDraftVariables) {
  return apiFetch(coursePath(courseId, 'ai-drafts', 'review'), { method: 'POST', body: request, schema: CourseWriteResponse });
}

export const useReviewAiDraft = () => useCourseWrite(reviewAiDraft);
