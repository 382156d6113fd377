import type { ReplyToReviewRequest } from '@pathwise/contracts';
import { apiFetch } from '../../../shared/api/api-client';
import { useReviewMutation } from './use-review-mutation';

/** The one reply of a course's creator to one learner's review. */
export const reviewReplyPath = (courseId: string, learnerId: string) =>
  `/courses/${encodeURIComponent(courseId)}/reviews/${encodeURIComponent(learnerId)}/reply`;

/** POST /api/courses/:courseId/reviews/:learnerId/reply: the creator replies, once per review. */
export function replyToReview(courseId: string, learnerId: string, request: ReplyToReviewRequest) {
  return apiFetch(reviewReplyPath(courseId, learnerId), {
    method: 'POST',
    body: request,
    schema: () => import('./courses-responses.schemas').then((schemas) => schemas.CourseReviewCommandResponse),
  });
}

export const useReplyToReview = (courseId: string, learnerId: string) =>
  useReviewMutation((request: ReplyToReviewRequest) => replyToReview(courseId, learnerId, request));
