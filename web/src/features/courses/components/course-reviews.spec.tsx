import { CatalogueResponse, CourseDetailResponse, CourseReviewCommandResponse, CourseReviewsResponse, type ProblemDetails } from '@pathwise/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { aCourseCard, aCourseDetail, aReview, aReviewsPage } from '../../../testing/course-fixtures';
import { aSession, aUser } from '../../../testing/identity-fixtures';
import { renderApp } from '../../../testing/render-app';
import { jsonReply, pendingReply, problemReply, stubApi } from '../../../testing/stub-api';

const detail = aCourseDetail({}, { title: 'Fractions from scratch', rating: { average: 4.6, count: 12 } });
const courseId = detail.course.courseId;
const reviewsApi = `GET /api/courses/${courseId}/reviews`;
const ratingApi = `/api/courses/${courseId}/rating`;
const done = (changed = true) => jsonReply(CourseReviewCommandResponse, { courseId, learnerId: 'me', changed, position: changed ? '42' : null });
const asLearner = { session: aSession(aUser({ role: 'student' })) };

/** The course page with its reviews section, once the reviews have loaded. */
async function openReviews(page: CourseReviewsResponse | CourseReviewsResponse[], extra: Parameters<typeof stubApi>[0] = {}, options = asLearner) {
  const pages = Array.isArray(page) ? page : [page];
  const api = stubApi({
    [`GET /api/courses/${courseId}`]: jsonReply(CourseDetailResponse, detail),
    [reviewsApi]: pages.map((each) => jsonReply(CourseReviewsResponse, each)) as [ReturnType<typeof jsonReply>],
    ...extra,
  });
  const view = renderApp(`/courses/${courseId}`, options);
  const section = within(await screen.findByRole('region', { name: 'Ratings and reviews' }));
  await section.findByText(pages[0]!.reviews.length === 0 ? 'No reviews yet' : pages[0]!.reviews[0]!.learnerName!);
  return { api, section, view };
}

describe('Course ratings and reviews', { timeout: 20_000 }, () => {
  beforeAll(async () => {
    await import('../routes/course-detail-route');
    await import('../routes/catalogue-route');
  });

  it('shows the average to one decimal and the count on the course page and on catalogue cards, in the reader’s language', async () => {
    stubApi({
      'GET /api/courses': jsonReply(CatalogueResponse, { items: [aCourseCard({ title: 'Halves', rating: { average: 4.6, count: 12 } }), aCourseCard({ title: 'Thirds', rating: { average: null, count: 0 } })], total: 2, page: 1, pageSize: 12 }),
    });
    const catalogue = renderApp('/courses');
    const halves = (await screen.findByRole('link', { name: 'Halves' })).closest('article')!;
    expect(halves.textContent).toContain('4.6 · 12 ratings');
    expect(screen.getByRole('link', { name: 'Thirds' }).closest('article')!.textContent).toContain('No ratings yet');
    catalogue.unmount();

    stubApi({ [`GET /api/courses/${courseId}`]: jsonReply(CourseDetailResponse, detail), [reviewsApi]: pendingReply });
    renderApp(`/courses/${courseId}`, { language: 'fr' });
    const rating = (await screen.findByText('Note', { selector: 'dt' })).nextElementSibling!;
    expect(rating.textContent).toBe('★Note moyenne : 4,6 · 12 notes');
    expect(await screen.findByText('Chargement des avis…')).toBeTruthy();
  });

  it('lists the reviews newest first with the creator’s reply, and says when there are none yet', async () => {
    const replied = aReview({ learnerName: 'Jonas Berg', rating: 4, review: 'More practice, please.', reply: { text: 'Coming soon!', repliedAt: '2025-04-03T10:00:00.000Z', editedAt: '2025-04-04T10:00:00.000Z' } });
    const { section, view } = await openReviews(aReviewsPage(courseId, { reviews: [replied, aReview({ learnerName: null, review: null })], total: 2 }));
    const items = section.getAllByRole('listitem');
    expect(within(items[0]!).getByRole('img', { name: '4 out of 5 stars' })).toBeTruthy();
    expect(within(items[0]!).getByText('More practice, please.')).toBeTruthy();
    expect(within(items[0]!).getByText('Reply from the creator')).toBeTruthy();
    expect(within(items[0]!).getByText('Coming soon!')).toBeTruthy();
    expect(within(items[0]!).getByText('(edited)')).toBeTruthy();
    expect(within(items[1]!).getByText('A learner')).toBeTruthy();
    // A learner who has not finished the course is told how to rate it, and offered no form.
    expect(section.getByText('Learners who finish this course can rate it.')).toBeTruthy();
    expect(section.queryByRole('radio')).toBeNull();
    expect(section.queryByRole('button', { name: 'Reply' })).toBeNull();
    view.unmount();

    const empty = await openReviews(aReviewsPage(courseId, { rating: { average: null, count: 0 } }));
    expect(empty.section.getByText('No reviews yet')).toBeTruthy();
    expect(empty.section.getByText('No ratings yet')).toBeTruthy();
  });

  it('offers a retry when the reviews could not be loaded', async () => {
    const failed: ProblemDetails = { type: 'about:blank', title: 'Internal Server Error', status: 500, detail: 'An unexpected error occurred.', traceId: 't' };
    stubApi({
      [`GET /api/courses/${courseId}`]: jsonReply(CourseDetailResponse, detail),
      [reviewsApi]: [problemReply(failed, 'Internal Server Error'), jsonReply(CourseReviewsResponse, aReviewsPage(courseId))],
    });
    renderApp(`/courses/${courseId}`);
    const section = within(await screen.findByRole('region', { name: 'Ratings and reviews' }));
    expect((await section.findByRole('alert')).textContent).toContain('Could not load the reviews');
    fireEvent.click(section.getByRole('button', { name: 'Retry' }));
    expect(await section.findByText('No reviews yet')).toBeTruthy();
  });

  it('lets a learner who finished the course rate it with five labelled stars and a review, asking for stars first', async () => {
    const mayRate = aReviewsPage(courseId, { viewer: { mayRate: true, myRating: null, mayReply: false } });
    const rated = aReviewsPage(courseId, { reviews: [aReview({ rating: 4, review: 'Clear.' })], total: 1, viewer: { mayRate: true, myRating: { rating: 4, review: 'Clear.' }, mayReply: false } });
    const { api, section } = await openReviews([mayRate, rated], { [`PUT ${ratingApi}`]: done() });

    const stars = within(section.getByRole('group', { name: 'Your rating' }));
    expect(stars.getAllByRole('radio').map((radio) => radio.getAttribute('name'))).toEqual(Array(5).fill('rating'));
    expect(stars.getByRole('radio', { name: '1 star' })).toBeTruthy();

    fireEvent.click(section.getByRole('button', { name: 'Submit rating' }));
    expect(await section.findByText('Choose from 1 to 5 stars')).toBeTruthy();
    expect(api.to(`PUT ${ratingApi}`)).toHaveLength(0);

    fireEvent.click(stars.getByRole('radio', { name: '4 stars' }));
    expect((stars.getByRole('radio', { name: '4 stars' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.change(section.getByRole('textbox', { name: 'Your review (optional)' }), { target: { value: '  Clear.  ' } });
    fireEvent.click(section.getByRole('button', { name: 'Submit rating' }));

    await waitFor(() => expect(api.to(`PUT ${ratingApi}`)).toHaveLength(1));
    expect(api.to(`PUT ${ratingApi}`)[0]!.json).toEqual({ rating: 4, review: 'Clear.' });
    // Read back, the form holds the stored rating, to update or withdraw, and still says it was saved.
    expect(await section.findByRole('button', { name: 'Update rating' })).toBeTruthy();
    expect(section.getByRole('status').textContent).toBe('Thank you: your rating is saved.');
    expect((section.getByRole('radio', { name: '4 stars' }) as HTMLInputElement).checked).toBe(true);
    expect(section.getByRole('button', { name: 'Withdraw rating' })).toBeTruthy();
  });

  it('withdraws a rating, and shows the server’s reason when it refuses one', async () => {
    const mine = aReviewsPage(courseId, { reviews: [aReview({ rating: 2, review: null })], total: 1, viewer: { mayRate: true, myRating: { rating: 2, review: null }, mayReply: false } });
    const refused: ProblemDetails = {
      type: 'about:blank',
      title: 'Access Denied',
      status: 403,
      detail: 'Finish this course to rate it: ratings come from learners who completed every lesson and quiz.',
      traceId: 't',
      errors: [{ pointer: '#/params/courseId', detail: 'Not finished by you' }],
    };
    const { api, section } = await openReviews([mine, aReviewsPage(courseId, { viewer: { mayRate: true, myRating: null, mayReply: false } })], {
      [`PUT ${ratingApi}`]: problemReply(refused, 'Forbidden'),
      [`DELETE ${ratingApi}`]: done(),
    });

    fireEvent.click(section.getByRole('radio', { name: '5 stars' }));
    fireEvent.click(section.getByRole('button', { name: 'Update rating' }));
    expect((await section.findByRole('alert')).textContent).toContain('Finish this course to rate it');

    fireEvent.click(section.getByRole('button', { name: 'Withdraw rating' }));
    await waitFor(() => expect(api.to(`DELETE ${ratingApi}`)).toHaveLength(1));
    expect(await section.findByRole('button', { name: 'Submit rating' })).toBeTruthy();
    expect(section.queryByRole('button', { name: 'Withdraw rating' })).toBeNull();
    expect(section.getByRole('status').textContent).toBe('Your rating was withdrawn.');
  });

  it('lets the creator reply to a review once and then edit the reply', async () => {
    const review = aReview({ learnerName: 'Jonas Berg', rating: 4 });
    const replyApi = `/api/courses/${courseId}/reviews/${review.learnerId}/reply`;
    const asCreator = aReviewsPage(courseId, { reviews: [review], total: 1, viewer: { mayRate: false, myRating: null, mayReply: true } });
    const replied = { ...asCreator, reviews: [{ ...review, reply: { text: 'Thank you, Jonas!', repliedAt: '2025-04-03T10:00:00.000Z', editedAt: null } }] };
    const { api, section } = await openReviews([asCreator, replied], { [`POST ${replyApi}`]: done(), [`PUT ${replyApi}`]: done() }, { session: aSession(aUser({ role: 'instructor' })) });
    expect(section.queryByText('Learners who finish this course can rate it.')).toBeNull();

    fireEvent.click(section.getByRole('button', { name: 'Reply' }));
    const field = section.getByRole('textbox', { name: 'Your reply to Jonas Berg' });
    fireEvent.click(section.getByRole('button', { name: 'Post reply' }));
    expect(await section.findByText('Write a reply first')).toBeTruthy();
    fireEvent.change(field, { target: { value: 'Thank you, Jonas!' } });
    fireEvent.click(section.getByRole('button', { name: 'Post reply' }));
    await waitFor(() => expect(api.to(`POST ${replyApi}`)).toHaveLength(1));
    expect(api.to(`POST ${replyApi}`)[0]!.json).toEqual({ reply: 'Thank you, Jonas!' });
    expect(await section.findByText('Thank you, Jonas!')).toBeTruthy();

    fireEvent.click(section.getByRole('button', { name: 'Edit reply' }));
    const editing = section.getByRole('textbox', { name: 'Your reply to Jonas Berg' }) as HTMLTextAreaElement;
    expect(editing.value).toBe('Thank you, Jonas!');
    fireEvent.change(editing, { target: { value: 'Thank you, Jonas! More practice is coming.' } });
    fireEvent.click(section.getByRole('button', { name: 'Save reply' }));
    await waitFor(() => expect(api.to(`PUT ${replyApi}`)).toHaveLength(1));
    expect(api.to(`POST ${replyApi}`)).toHaveLength(1);
  });
});
