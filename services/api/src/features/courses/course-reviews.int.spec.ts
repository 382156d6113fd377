import { randomUUID } from 'node:crypto';
import type { CatalogueResponse, CourseDetailResponse, CourseReviewsResponse } from '@pathwise/contracts';
import { eventually, testDatabaseKinds } from '@pathwise/event-store/testing';
import { courseReviewsProjection, rebuildProjection } from '@pathwise/projections';
import { beforeAll, describe, expect, it } from 'vitest';
import { givenCourseCompletion, givenEnrolment, givenPublishedCourse, sendJson } from '../../testing/course-fixtures.js';
import { settledHead } from '../../testing/settled-head.js';
import { useTestServer } from '../../testing/use-test-server.js';

type Person = { userId: string; token: string };

describe.each(testDatabaseKinds)('course ratings and reviews on %s', (kind) => {
  const used = useTestServer(kind);
  const people = {} as Record<'creator' | 'coAuthor' | 'ana' | 'ben' | 'cleo', Person>;
  let courseId: string;
  const title = `Ratios ${randomUUID().slice(0, 8)}`;

  beforeAll(async () => {
    const { server } = used;
    for (const name of ['creator', 'coAuthor', 'ana', 'ben', 'cleo'] as const) {
      const userId = randomUUID();
      people[name] = { userId, token: await server.tokenFor({ userId, role: name === 'creator' || name === 'coAuthor' ? 'creator' : 'student', tier: 'free' }) };
    }
    ({ courseId } = await givenPublishedCourse(server.platform.store, { creatorId: people.creator.userId, coAuthorIds: [people.coAuthor.userId], title }));
    for (const learner of [people.ana, people.ben, people.cleo]) await givenEnrolment(server.platform.store, courseId, learner.userId);
    // Ana and Ben finished the course; Cleo is still studying it.
    await givenCourseCompletion(server.platform.store, courseId, people.ana.userId);
    await givenCourseCompletion(server.platform.store, courseId, people.ben.userId);
  });

  const url = (path: string) => `${used.server.url}/api/courses/${courseId}${path}`;
  const rate = (who: Person, body: unknown) => sendJson('PUT', url('/rating'), body, who.token);
  const reviews = async (who?: Person) => (await sendJson('GET', url('/reviews'), undefined, who?.token)).body as unknown as CourseReviewsResponse;

  /** The answer is a problem naming the fields, and the log did not move. */
  async function expectRefused(send: () => ReturnType<typeof sendJson>, status: number, pointers: string[]) {
    const before = await settledHead(used.server.platform);
    const response = await send();
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(((response.body!.errors as { pointer: string }[] | undefined) ?? []).map((error) => error.pointer)).toEqual(expect.arrayContaining(pointers));
    expect((await used.server.platform.store.head()).lastPosition).toBe(before.lastPosition);
    return response.body!;
  }

  it('rates, changes, averages on the reviews, the course page and the catalogue card, withdraws, and rebuilds the same', async () => {
    const { ana, ben, cleo } = people;
    // Who may rate is read from the completions read model, which follows the log the fixtures appended to.
    await eventually(async () => {
      expect(await reviews(ana)).toMatchObject({ rating: { average: null, count: 0 }, reviews: [], total: 0, viewer: { mayRate: true, myRating: null, mayReply: false } });
    });

    expect(await rate(ana, { rating: 4, review: 'Clear, patient explanations.' })).toMatchObject({ status: 200, body: { changed: true } });
    expect(await rate(ana, { rating: 4, review: 'Clear, patient explanations.' })).toMatchObject({ status: 200, body: { changed: false } });
    expect(await rate(ana, { rating: 5, review: 'Clear, patient explanations.' })).toMatchObject({ body: { changed: true } });
    expect(await rate(ben, { rating: 4 })).toMatchObject({ body: { changed: true } });

    const page = await reviews(ana);
    expect(page.rating).toEqual({ average: 4.5, count: 2 });
    // Newest first: Ben rated after Ana's last change; a review without words is null.
    expect(page.reviews.map((review) => [review.learnerId, review.rating, review.review])).toEqual([
      [ben.userId, 4, null],
      [ana.userId, 5, 'Clear, patient explanations.'],
    ]);
    expect(page.viewer).toEqual({ mayRate: true, myRating: { rating: 5, review: 'Clear, patient explanations.' }, mayReply: false });
    expect((await reviews(cleo)).viewer).toEqual({ mayRate: false, myRating: null, mayReply: false });
    expect((await reviews()).viewer).toEqual({ mayRate: false, myRating: null, mayReply: false });

    const detail = (await sendJson('GET', url(''))).body as unknown as CourseDetailResponse;
    expect(detail.course.rating).toEqual({ average: 4.5, count: 2 });
    const catalogue = (await sendJson('GET', `${used.server.url}/api/courses?q=${encodeURIComponent(title)}`)).body as unknown as CatalogueResponse;
    expect(catalogue.items).toEqual([expect.objectContaining({ courseId, rating: { average: 4.5, count: 2 } })]);

    // Thirds round to one decimal: 5, 4 and 4 average 4.3.
    const third = randomUUID();
    await givenCourseCompletion(used.server.platform.store, courseId, third);
    const thirdToken = await used.server.tokenFor({ userId: third, role: 'student', tier: 'free' });
    expect(await sendJson('PUT', url('/rating'), { rating: 4, review: '' }, thirdToken)).toMatchObject({ status: 200, body: { changed: true } });
    expect((await reviews()).rating).toEqual({ average: 4.3, count: 3 });
    expect((await sendJson('DELETE', url('/rating'), undefined, thirdToken)).body).toMatchObject({ changed: true });

    expect(await sendJson('DELETE', url('/rating'), undefined, ben.token)).toMatchObject({ status: 200, body: { changed: true } });
    expect(await sendJson('DELETE', url('/rating'), undefined, ben.token)).toMatchObject({ status: 200, body: { changed: false } });
    expect((await reviews(ben)).rating).toEqual({ average: 5, count: 1 });
    expect((await reviews(ben)).viewer.myRating).toBeNull();

    const { platform } = used.server;
    const before = await sendJson('GET', url('/reviews'));
    await rebuildProjection({ database: platform.database, store: platform.store, projection: courseReviewsProjection, batchSize: 3 });
    expect((await sendJson('GET', url('/reviews'))).body).toEqual(before.body);
  });

  it("lets the creator reply once to a review and edit the reply, shown beside the review", async () => {
    const { creator, ana } = people;
    await rate(ana, { rating: 5, review: 'Loved the ratio tables.' });
    expect((await reviews(creator)).viewer).toMatchObject({ mayRate: false, mayReply: true });
    const reply = url(`/reviews/${ana.userId}/reply`);
    expect(await sendJson('POST', reply, { reply: 'Thank you, Ana!' }, creator.token)).toMatchObject({ status: 201, body: { changed: true } });
    expect(await sendJson('POST', reply, { reply: 'Thank you, Ana!' }, creator.token)).toMatchObject({ status: 200, body: { changed: false } });
    const second = await expectRefused(() => sendJson('POST', reply, { reply: 'Another reply' }, creator.token), 409, ['#/params/learnerId']);
    expect(second.detail).toBe('You already replied to this review; edit your reply instead.');

    expect(await sendJson('PUT', reply, { reply: 'Thank you, Ana! Part two is coming.' }, creator.token)).toMatchObject({ status: 200, body: { changed: true } });
    const [review] = (await reviews()).reviews.filter((each) => each.learnerId === ana.userId);
    expect(review!.reply).toEqual({ text: 'Thank you, Ana! Part two is coming.', repliedAt: expect.any(String), editedAt: expect.any(String) });
  });

  it('unlocks perfect-rating for the creator when a course of theirs is rated five stars', async () => {
    const { creator, ana } = people;
    await rate(ana, { rating: 5, review: 'Loved the ratio tables.' });
    await eventually(async () => {
      const profile = await sendJson('GET', `${used.server.url}/api/gamification/profile`, undefined, creator.token);
      expect(profile.body!.achievements).toContain('perfect-rating');
    });
    const achievements = await sendJson('GET', `${used.server.url}/api/gamification/achievements`, undefined, creator.token);
    expect(achievements.body!.achievements).toContainEqual(expect.objectContaining({ id: 'perfect-rating', points: 500, unlocked: true }));
    const learner = await sendJson('GET', `${used.server.url}/api/gamification/profile`, undefined, ana.token);
    expect(learner.body!.achievements).not.toContain('perfect-rating');
  });

  it('refuses bad stars and an overlong review with a problem naming the field', async () => {
    const { ana } = people;
    for (const rating of [0, 6, 4.5, '5']) await expectRefused(() => rate(ana, { rating }), 400, ['#/body/rating']);
    await expectRefused(() => rate(ana, { rating: 3, review: 'x'.repeat(2001) }), 400, ['#/body/review']);
    await expectRefused(() => rate(ana, { rating: 3, stars: 3 }), 400, ['#/body/stars']);
  });

  it('refuses a learner who has not finished, the course staff, a non-creator reply and unknown courses and reviews', async () => {
    const { cleo, creator, coAuthor, ben, ana } = people;
    const unfinished = await expectRefused(() => rate(cleo, { rating: 5 }), 403, ['#/params/courseId']);
    expect(unfinished.detail).toMatch(/^Finish this course to rate it/);
    // Asked in Spanish (the web app's language cookie), the reason is given in Spanish.
    const inSpanish = await fetch(url('/rating'), {
      method: 'PUT',
      headers: { authorization: `Bearer ${cleo.token}`, 'content-type': 'application/json', cookie: 'lang=es' },
      body: JSON.stringify({ rating: 5 }),
    });
    expect(await inSpanish.json()).toMatchObject({ status: 403, detail: expect.stringMatching(/^Termina este curso para valorarlo/), errors: [{ detail: 'No lo has terminado' }] });
    await expectRefused(() => rate(creator, { rating: 5 }), 403, ['#/params/courseId']);
    await expectRefused(() => rate(coAuthor, { rating: 5 }), 403, ['#/params/courseId']);
    await rate(ana, { rating: 5 });
    const reply = url(`/reviews/${ana.userId}/reply`);
    const notCreator = await expectRefused(() => sendJson('POST', reply, { reply: 'Me too' }, coAuthor.token), 403, ['#/params/courseId']);
    expect(notCreator.detail).toBe("Only the course's creator can reply to its reviews.");
    await expectRefused(() => sendJson('POST', reply, { reply: 'Me too' }, ben.token), 403, ['#/params/courseId']);
    await expectRefused(() => sendJson('POST', url(`/reviews/${cleo.userId}/reply`), { reply: 'Hi' }, creator.token), 404, ['#/params/learnerId']);
    await expectRefused(() => sendJson('POST', reply, { reply: '   ' }, creator.token), 400, ['#/body/reply']);
    await expectRefused(() => sendJson('PUT', `${used.server.url}/api/courses/${randomUUID()}/rating`, { rating: 5 }, ana.token), 404, ['#/params/courseId']);
    expect((await sendJson('GET', `${used.server.url}/api/courses/${randomUUID()}/reviews`)).status).toBe(404);
    expect((await sendJson('PUT', url('/rating'), { rating: 5 })).status).toBe(401);
  });
});
