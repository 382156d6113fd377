/**
 * How long a review or a reply may be. Apart from the review's schemas: the course page's forms read it before any
 * schema is needed.
 */
export const COURSE_REVIEW_MAX_LENGTH = 2_000;
