import { DomainError, type FieldProblem } from '../../kernel/domain-error.js';

/** Review refusals name the part of the request they are about, as validation errors do. */
const at = (pointer: string, detail: string): FieldProblem[] => [{ pointer, detail }];

export const RATE_NEEDS_COMPLETION = 'Finish this course to rate it: ratings come from learners who completed every lesson and quiz.';
export const STAFF_MAY_NOT_RATE = "A course's creator and co-authors cannot rate it.";
export const ONLY_CREATOR_REPLIES = "Only the course's creator can reply to its reviews.";

export const reviewCourseNotFound = (courseId: string) =>
  DomainError.notFound(`There is no course ${courseId}.`, at('#/params/courseId', 'No such course'));

export const rateNeedsCompletion = () => DomainError.accessDenied(RATE_NEEDS_COMPLETION, at('#/params/courseId', 'Not finished by you'));

export const staffMayNotRate = () => DomainError.accessDenied(STAFF_MAY_NOT_RATE, at('#/params/courseId', 'You teach this course'));

export const onlyCreatorReplies = () => DomainError.accessDenied(ONLY_CREATOR_REPLIES, at('#/params/courseId', 'Not the creator of this course'));

export const reviewNotFound = (learnerId: string) =>
  DomainError.notFound(`There is no rating by ${learnerId} on this course.`, at('#/params/learnerId', 'No such rating'));

export const replyNotFound = () => DomainError.notFound('This review has no reply to edit yet.', at('#/params/learnerId', 'No reply yet'));

export const alreadyReplied = () =>
  DomainError.conflict('You already replied to this review; edit your reply instead.', at('#/params/learnerId', 'Already replied'));
