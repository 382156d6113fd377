import { courseReviewLimits } from '@pathwise/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client';
import { courseKeys } from './course-keys';

export const REVIEWS_PAGE_SIZE = courseReviewLimits.pageSizeDefault;

/** GET /api/courses/:courseId/reviews: a page of reviews, newest first, with the course's rating and what the reader may do. */
export function getCourseReviews(courseId: string, page: number, signal?: AbortSignal) {
  const search = new URLSearchParams({ page: String(page), pageSize: String(REVIEWS_PAGE_SIZE) });
  return apiFetch(`/courses/${encodeURIComponent(courseId)}/reviews?${search.toString()}`, {
    // The course page is a first page: its schemas load beside the answer, not before the page paints.
    schema: () => import('./courses-responses.schemas').then((schemas) => schemas.CourseReviewsResponse),
    signal,
  });
}

export const getCourseReviewsQueryOptions = (courseId: string, page: number) =>
  queryOptions({
    queryKey: courseKeys.reviewsPage(courseId, page),
    queryFn: ({ signal }) => getCourseReviews(courseId, page, signal),
    placeholderData: keepPreviousData,
  });

export const useCourseReviews = (courseId: string, page: number) => useQuery(getCourseReviewsQueryOptions(courseId, page));
