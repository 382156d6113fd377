/**
 * Limits of course ratings and reviews, shared so that the web app's forms check the same. Apart from the reviews'
 * schemas: the course page reads them before any schema is needed.
 */
import { COURSE_REVIEW_MAX_LENGTH } from '@pathwise/event-schemas';

export const courseReviewLimits = { textMax: COURSE_REVIEW_MAX_LENGTH, pageSizeMax: 50, pageSizeDefault: 10 } as const;
