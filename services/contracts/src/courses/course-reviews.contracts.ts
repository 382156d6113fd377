import { CourseRatingStars, CourseReviewReplyText, CourseReviewText } from '@pathwise/event-schemas';
import { z } from 'zod';
import { LogPosition } from '../shared/log-position.contracts.js';
import { courseReviewLimits } from './course-review-limits.contracts.js';

/** A course's rating as cards and the course page show it: the average to one decimal, null while nobody rated it. */
export const CourseRatingSummary = z.object({
  average: z.number().min(1).max(5).nullable(),
  count: z.number().int().min(0),
});
export type CourseRatingSummary = z.infer<typeof CourseRatingSummary>;

/** Rating again replaces the rating and review; an empty or absent review keeps stars without words. */
export const RateCourseRequest = z
  .object({
    rating: CourseRatingStars,
    review: CourseReviewText.nullish(),
  })
  .strict();
export type RateCourseRequest = z.input<typeof RateCourseRequest>;

export const ReplyToReviewRequest = z.object({ reply: CourseReviewReplyText }).strict();
export type ReplyToReviewRequest = z.input<typeof ReplyToReviewRequest>;

export const CourseReviewsQuery = z
  .object({
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(courseReviewLimits.pageSizeMax).default(courseReviewLimits.pageSizeDefault),
  })
  .strict();
export type CourseReviewsQuery = z.input<typeof CourseReviewsQuery>;

export const CourseReviewReply = z.object({
  text: z.string(),
  repliedAt: z.iso.datetime(),
  editedAt: z.iso.datetime().nullable(),
});

export const CourseReview = z.object({
  learnerId: z.string(),
  learnerName: z.string().nullable(),
  rating: z.number().int().min(1).max(5),
  review: z.string().nullable(),
  /** When the rating as it stands was given: a changed rating counts as new. */
  ratedAt: z.iso.datetime(),
  reply: CourseReviewReply.nullable(),
});
export type CourseReview = z.infer<typeof CourseReview>;

/** What the reader may do here, so that the page offers only what the server will accept. */
export const CourseReviewsViewer = z.object({
  /** A learner who finished the course (never its staff) may rate it. */
  mayRate: z.boolean(),
  /** The reader's own rating, to change or withdraw. */
  myRating: z.object({ rating: z.number().int().min(1).max(5), review: z.string().nullable() }).nullable(),
  /** The course's creator replies to reviews. */
  mayReply: z.boolean(),
});
export type CourseReviewsViewer = z.infer<typeof CourseReviewsViewer>;

/** A page of a course's reviews, newest first, with its rating and what the reader may do. */
export const CourseReviewsResponse = z.object({
  courseId: z.string(),
  rating: CourseRatingSummary,
  reviews: z.array(CourseReview),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  viewer: CourseReviewsViewer,
});
export type CourseReviewsResponse = z.infer<typeof CourseReviewsResponse>;

export const CourseReviewCommandResponse = z.object({
  courseId: z.string(),
  learnerId: z.string(),
  /** False when it was already so (a retry): nothing was recorded. */
  changed: z.boolean(),
  position: LogPosition.nullable(),
});
export type CourseReviewCommandResponse = z.infer<typeof CourseReviewCommandResponse>;
