import type { RateCourseRequest } from '@pathwise/contracts';
import { apiFetch } from '../../../shared/api/api-client';
import { useReviewMutation } from './use-review-mutation';

/** PUT /api/courses/:courseId/rating: the reader's one rating of a course they finished, given or changed. */
export function rateCourse(courseId: string, request: RateCourseRequest) {
  return apiFetch(`/courses/${encodeURIComponent(courseId)}/rating`, {
    method: 'PUT',
    body: request,
    schema: () => import('./courses-responses.schemas').then((schemas) => schemas.CourseReviewCommandResponse),
  });
}

export const useRateCourse = (courseId: string) => useReviewMutation((request: RateCourseRequest) => rateCourse(courseId, request));
