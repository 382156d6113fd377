import { apiFetch } from '../../../shared/api/api-client';
import { useReviewMutation } from './use-review-mutation';

/** DELETE /api/courses/:courseId/rating: takes the reader's rating back, with its review. */
export function withdrawCourseRating(courseId: string) {
  return apiFetch(`/courses/${encodeURIComponent(courseId)}/rating`, {
    method: 'DELETE',
    schema: () => import('./courses-responses.schemas').then((schemas) => schemas.CourseReviewCommandResponse),
  });
}

export const useWithdrawCourseRating = (courseId: string) => useReviewMutation(() => withdrawCourseRating(courseId));
