import { z } from 'zod';
import { defineEvent } from '../kernel/define-event.js';
import { EntityId } from '../kernel/ids.js';
import { streamId } from '../kernel/stream-id.js';
import { COURSE_REVIEW_MAX_LENGTH } from './course-review-limits.js';

/** One learner's rating of one course, with its review and the creator's reply: `review-<courseId>.<learnerId>`. */
export const courseReviewStreamId = (courseId: string, learnerId: string): string => streamId('review', `${courseId}.${learnerId}`);

/** Whole stars: the average is what shows halves and tenths. */
export const CourseRatingStars = z.number().int('A rating is a whole number of stars').min(1, 'A rating is 1 to 5 stars').max(5, 'A rating is 1 to 5 stars');
export const CourseReviewText = z.string().trim().max(COURSE_REVIEW_MAX_LENGTH, `A review is at most ${COURSE_REVIEW_MAX_LENGTH} characters`);
export const CourseReviewReplyText = z
  .string()
  .trim()
  .min(1, 'A reply cannot be empty')
  .max(COURSE_REVIEW_MAX_LENGTH, `A reply is at most ${COURSE_REVIEW_MAX_LENGTH} characters`);

const ReviewRef = z.object({ courseId: EntityId, learnerId: EntityId });

/** The learner rated the course, first or again: the event states the rating whole, so the last one stands. */
export const CourseRated = defineEvent({
  type: 'CourseRated',
  schema: ReviewRef.extend({
    rating: CourseRatingStars,
    /** Null when the learner gave stars without words. */
    review: CourseReviewText.nullable(),
  }),
});

/** The learner took their rating back; the review and any reply to it go with it. */
export const CourseRatingWithdrawn = defineEvent({ type: 'CourseRatingWithdrawn', schema: ReviewRef });

/** The course's creator answered the review; a later edit states the reply whole. */
export const CourseReviewReplied = defineEvent({
  type: 'CourseReviewReplied',
  schema: ReviewRef.extend({ creatorId: EntityId, reply: CourseReviewReplyText }),
});

export const CourseReviewReplyEdited = defineEvent({
  type: 'CourseReviewReplyEdited',
  schema: ReviewRef.extend({ creatorId: EntityId, reply: CourseReviewReplyText }),
});

export const courseReviewEvents = [CourseRated, CourseRatingWithdrawn, CourseReviewReplied, CourseReviewReplyEdited] as const;
