import { CatalogueResponse, CourseDetailResponse, ForumThreadListResponse } from '@pathwise/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aCourseCard } from '../testing/course-fixtures';
import { aSession, aUser } from '../testing/identity-fixtures';
import { renderApp } from '../testing/render-app';
import { jsonReply, stubApi } from '../testing/stub-api';

const aDetail = (title: string): CourseDetailResponse => ({
  course: { ...aCourseCard({ title }), description: 'Learn halves.', status: 'published' },
  version: 1,
  outline: [],
  skills: [],
  viewer: { signedIn: false, isStaff: false, isEnrolled: false },
});

const aThreadList = (courseTitle: string, page = 1): ForumThreadListResponse => ({
  courseTitle,
  threads: [],
  total: 0,
  page,
  pageSize: 20,
  viewer: { userId: 'someone', canModerate: false },
});

describe('Route loaders', { timeout: 20_000 }, () => {
  it('course page: preloading its route asks for the course, and the page then shows that answer without asking again', async () => {
    const detail = aDetail('Fractions from scratch');
    const courseApi = `GET /api/courses/${detail.course.courseId}`;
    const api = stubApi({ [courseApi]: jsonReply(CourseDetailResponse, detail) });
    const { router } = renderApp('/terms');
    await screen.findByRole('heading', { level: 1 });

    // A preload runs the loader alone, as hovering a link does: the request is the loader's, not the page's.
    await router.preloadRoute({ to: '/courses/$courseId', params: { courseId: detail.course.courseId } });
    await waitFor(() => expect(api.to(courseApi)).toHaveLength(1));
    expect(screen.queryByRole('heading', { level: 1, name: 'Fractions from scratch' })).toBeNull();

    await router.navigate({ to: '/courses/$courseId', params: { courseId: detail.course.courseId } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Fractions from scratch' })).toBeTruthy();
    expect(api.to(courseApi)).toHaveLength(1);
  });

  it('catalogue: opening it with a search asks once, with that search, and lists the answer', async () => {
    const api = stubApi({ 'GET /api/courses': jsonReply(CatalogueResponse, { items: [aCourseCard({ title: 'Advanced thirds' })], total: 1, page: 1, pageSize: 12 }) });
    renderApp('/courses?level=advanced');

    expect(await screen.findByRole('link', { name: 'Advanced thirds' })).toBeTruthy();
    expect(api.to('GET /api/courses').map((request) => new URL(request.url, 'http://x').searchParams.get('level'))).toEqual(['advanced']);
  });

  it('forum: preloading its route for a signed-in learner asks for that page of threads, which the forum then shows without asking again', async () => {
    const threadsApi = 'GET /api/courses/fractions/forum/threads';
    const api = stubApi({ [threadsApi]: jsonReply(ForumThreadListResponse, aThreadList('Fractions without fear', 2)) });
    const { router } = renderApp('/terms', { session: aSession(aUser({ role: 'student' })) });
    await screen.findByRole('heading', { level: 1 });

    await router.preloadRoute({ to: '/courses/$courseId/forum', params: { courseId: 'fractions' }, search: { page: 2 } });
    await waitFor(() => expect(api.to(threadsApi)).toHaveLength(1));
    expect(new URL(api.to(threadsApi)[0]?.url ?? '', 'http://x').searchParams.get('page')).toBe('2');

    await router.navigate({ to: '/courses/$courseId/forum', params: { courseId: 'fractions' }, search: { page: 2 } });
    expect(await screen.findByText('Fractions without fear')).toBeTruthy();
    expect(api.to(threadsApi)).toHaveLength(1);
  });

  it('forum: preloading its route for a visitor asks for no thread, as a visitor’s page would not either', async () => {
    const api = stubApi({});
    const { router } = renderApp('/terms', { session: null });
    await screen.findByRole('heading', { level: 1 });

    await router.preloadRoute({ to: '/courses/$courseId/forum', params: { courseId: 'fractions' } });
    expect(api.requests.filter((request) => request.url.includes('/forum/'))).toEqual([]);
  });
});
