import type { ReplyToReviewRequest } from '@pathwise/contracts';
import { apiFetch } from '../../../shared/api/api-client';
import { reviewReplyPath } from './reply-to-review';
import { useReviewMutation } from './use-review-mutation';

/** PUT /api/courses/:courseId/reviews/:learnerId/reply: the creator rewrites their reply. */
export function editReviewReply(courseId: string, learnerId: string, request: ReplyToReviewRequest) {
  return apiFetch(reviewReplyPath(courseId, learnerId), {
    method: 'PUT',
    body: request,
    schema: () => import('./courses-responses.schemas').then((schemas) => schemas.CourseReviewCommandResponse),
  });
}

export const useEditReviewReply = (courseId: string, learnerId: string) =>
  useReviewMutation((request: ReplyToReviewRequest) => editReviewReply(courseId, learnerId, request));
