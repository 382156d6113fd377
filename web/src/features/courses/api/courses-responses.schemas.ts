/**
 * The schemas of the course answers the catalogue, a course page and the signed-in dashboards read, apart from the calls that make them: each call loads them beside its request, so that zod
 * and the contracts stay out of the JavaScript a page waits for before it can paint.
 */
export {
  CatalogueResponse,
  CourseDetailResponse,
  CourseReviewCommandResponse,
  CourseReviewsResponse,
  EnrolResponse,
  MyCoursesResponse,
} from '@pathwise/contracts';
