import { describe, expect, it } from 'vitest';
import { httpErrorFor } from '../../http/domain-problems.js';
import { deciderSpecification, type Decision } from '../../testing/decider-specification.js';
import { courseReviewDecider, type CourseReviewAccess, type CourseReviewCommand, type CourseReviewEvent } from './course-review.decider.js';

const courseId = 'fractions';
const creator = 'maya';
const coAuthor = 'sam';
const learner = 'lena';
const ref = { courseId, learnerId: learner };
const team = { creatorId: creator, coAuthorIds: [coAuthor] };

const finished = (userId: string): CourseReviewAccess => ({ userId, course: team, hasCompleted: true });
const unfinished = (userId: string): CourseReviewAccess => ({ userId, course: team, hasCompleted: false });
const noCourse = (userId: string): CourseReviewAccess => ({ userId, course: null, hasCompleted: false });

const rate = (access: CourseReviewAccess, rating: number, review: string | null = null): CourseReviewCommand => ({
  type: 'RateCourse',
  data: { courseId, learnerId: access.userId, rating, review },
  access,
});
const withdraw = (access: CourseReviewAccess): CourseReviewCommand => ({ type: 'WithdrawRating', data: { courseId, learnerId: access.userId }, access });
const reply = (access: CourseReviewAccess, text: string): CourseReviewCommand => ({ type: 'ReplyToReview', data: { ...ref, reply: text }, access });
const editReply = (access: CourseReviewAccess, text: string): CourseReviewCommand => ({ type: 'EditReviewReply', data: { ...ref, reply: text }, access });

const rated = (rating: number, review: string | null = null): CourseReviewEvent => ({ type: 'CourseRated', data: { ...ref, rating, review } });
const replied: CourseReviewEvent = { type: 'CourseReviewReplied', data: { ...ref, creatorId: creator, reply: 'Thank you!' } };

const given = deciderSpecification(courseReviewDecider, { id: `${courseId}.${learner}` });

/** The refusal as the HTTP edge answers it: status and the request part it names. */
function refusal(decision: Decision<CourseReviewEvent>) {
  const http = httpErrorFor(decision.rejects());
  return { status: http.status, detail: http.message, pointers: http.errors.map((each) => each.pointer) };
}

describe('course review decider: rate a course', () => {
  it('records the stars and the review of a learner who finished the course', () => {
    given().when(rate(finished(learner), 4, 'Clear and patient.')).then([rated(4, 'Clear and patient.')]);
  });

  it('records a changed rating whole, and the same rating again as a retry that changes nothing', () => {
    given(rated(4, 'Clear.')).when(rate(finished(learner), 5, 'Clear.')).then([rated(5, 'Clear.')]);
    given(rated(4, 'Clear.')).when(rate(finished(learner), 4, 'Clear.')).then([]);
  });

  it('refuses a learner who has not finished the course, saying why', () => {
    expect(refusal(given().when(rate(unfinished(learner), 5)))).toEqual({
      status: 403,
      detail: expect.stringMatching(/^Finish this course to rate it/),
      pointers: ['#/params/courseId'],
    });
  });

  it("refuses the course's creator and co-authors, who cannot rate their own course", () => {
    expect(refusal(given().when(rate(finished(creator), 5)))).toMatchObject({ status: 403, detail: "A course's creator and co-authors cannot rate it." });
    given().when(rate(finished(coAuthor), 5)).rejects('access-denied', /creator and co-authors/);
  });

  it('answers 404 for a course that does not exist', () => {
    expect(refusal(given().when(rate(noCourse(learner), 5)))).toMatchObject({ status: 404, pointers: ['#/params/courseId'] });
  });
});

describe('course review decider: withdraw a rating', () => {
  it('withdraws a rating, and a second withdrawal (a retry) changes nothing', () => {
    given(rated(3)).when(withdraw(finished(learner))).then([{ type: 'CourseRatingWithdrawn', data: ref }]);
    given(rated(3), { type: 'CourseRatingWithdrawn', data: ref }).when(withdraw(finished(learner))).then([]);
  });

  it('forgets the reply with the rating, so rating again starts a fresh review', () => {
    const { state } = given(rated(3), replied, { type: 'CourseRatingWithdrawn', data: ref }, rated(4));
    expect(state).toEqual({ rating: 4, review: null, reply: null });
  });
});

describe('course review decider: the creator replies', () => {
  it('records the reply of the course creator', () => {
    given(rated(2, 'Too fast.')).when(reply(finished(creator), 'Thank you!')).then([replied]);
  });

  it('treats the same reply again as a retry, and refuses a second, different reply', () => {
    given(rated(2), replied).when(reply(finished(creator), 'Thank you!')).then([]);
    expect(refusal(given(rated(2), replied).when(reply(finished(creator), 'Another')))).toMatchObject({ status: 409, pointers: ['#/params/learnerId'] });
  });

  it('edits the reply, and an edit to the same text changes nothing', () => {
    given(rated(2), replied)
      .when(editReply(finished(creator), 'Thanks, slower now.'))
      .then([{ type: 'CourseReviewReplyEdited', data: { ...ref, creatorId: creator, reply: 'Thanks, slower now.' } }]);
    given(rated(2), replied).when(editReply(finished(creator), 'Thank you!')).then([]);
  });

  it('refuses anyone but the creator, co-authors included', () => {
    expect(refusal(given(rated(2)).when(reply(finished(coAuthor), 'Hi')))).toMatchObject({ status: 403, detail: "Only the course's creator can reply to its reviews." });
    given(rated(2)).when(reply(finished('omar'), 'Hi')).rejects('access-denied');
    given(rated(2), replied).when(editReply(finished(learner), 'Hi')).rejects('access-denied');
  });

  it('answers 404 for a review that is not there, and for an edit before any reply', () => {
    expect(refusal(given().when(reply(finished(creator), 'Hi')))).toMatchObject({ status: 404, pointers: ['#/params/learnerId'] });
    given(rated(2)).when(editReply(finished(creator), 'Hi')).rejects('not-found', /no reply to edit/);
  });
});
