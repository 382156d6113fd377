import { CourseDetailResponse, EnrolResponse } from '@pathwise/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { aSession, aUser } from '../../../testing/identity-fixtures';
import { renderApp } from '../../../testing/render-app';
import { jsonReply, pendingReply, problemReply, stubApi } from '../../../testing/stub-api';
import { aCourseDetail } from '../../../testing/course-fixtures';

describe('Course page', { timeout: 20_000 }, () => {
  beforeAll(async () => {
    await import('../routes/course-detail-route');
  });

  it('shows the creator, level, language, price, description, outline and the skills with their prerequisites', async () => {
    const detail = aCourseDetail({}, { title: 'Fractions from scratch', creatorName: 'Maya Patel', priceCents: 0 });
    stubApi({ [`GET /api/courses/${detail.course.courseId}`]: jsonReply(CourseDetailResponse, detail) });
    renderApp(`/courses/${detail.course.courseId}`, { session: aSession(aUser({ role: 'student' })) });

    expect(await screen.findByRole('heading', { level: 1, name: 'Fractions from scratch' })).toBeTruthy();
    expect(screen.getByText('Maya Patel')).toBeTruthy();
    expect(screen.getByText('Free')).toBeTruthy();
    expect(screen.getByText('Then thirds.')).toBeTruthy();
    const outline = within(screen.getByRole('region', { name: 'Course outline' }));
    expect(outline.getByText('Module 1: Basics')).toBeTruthy();
    expect(outline.getByText('6 min')).toBeTruthy();
    expect(outline.getByText('Quiz · 3 questions')).toBeTruthy();
    const skills = within(screen.getByRole('region', { name: 'What you will master' }));
    expect(skills.getByText('Builds on: Halves')).toBeTruthy();
  });

  it('draws an uploaded cover at its full 16:9 size above the title, and none for a course without one', async () => {
    const coverImageUrl = '/api/files/course-covers/0b5f3c1e-7a9d-4c2b-9e8f-1a2b3c4d5e6f';
    const covered = aCourseDetail({}, { title: 'Covered course', coverImageUrl });
    const bare = aCourseDetail({}, { title: 'Bare course' });
    stubApi({
      [`GET /api/courses/${covered.course.courseId}`]: jsonReply(CourseDetailResponse, covered),
      [`GET /api/courses/${bare.course.courseId}`]: jsonReply(CourseDetailResponse, bare),
    });
    const { router } = renderApp(`/courses/${covered.course.courseId}`, { session: aSession(aUser({ role: 'student' })) });
    const page = (await screen.findByRole('heading', { level: 1, name: 'Covered course' })).closest('article')!;
    const image = page.querySelector('img')!;
    expect(image.getAttribute('src')).toBe(coverImageUrl);
    expect(image.getAttribute('srcset')).toBe(`${coverImageUrl}?size=card 640w, ${coverImageUrl} 1280w`);
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['1280', '720']);
    expect(image.getAttribute('alt')).toBe('');
    expect(image.getAttribute('decoding')).toBe('async');
    expect(image.getAttribute('loading')).toBe('eager');
    expect(image.getAttribute('fetchpriority')).toBe('high');

    await router.navigate({ to: '/courses/$courseId', params: { courseId: bare.course.courseId } });
    const barePage = (await screen.findByRole('heading', { level: 1, name: 'Bare course' })).closest('article')!;
    expect(barePage.querySelector('img')).toBeNull();
  });

  it('enrols a learner in a free course and opens the player', async () => {
    const detail = aCourseDetail();
    const id = detail.course.courseId;
    const api = stubApi({
      [`GET /api/courses/${id}`]: jsonReply(CourseDetailResponse, detail),
      [`POST /api/courses/${id}/enrol`]: jsonReply(EnrolResponse, { courseId: id, enrolled: true, duplicate: false }, { status: 201 }),
      [`GET /api/courses/${id}/learn`]: pendingReply,
    });
    const { router } = renderApp(`/courses/${id}`, { session: aSession(aUser({ role: 'student' })) });

    fireEvent.click(await screen.findByRole('button', { name: 'Enrol for free' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/courses/${id}/view`));
    expect(api.to(`POST /api/courses/${id}/enrol`)).toHaveLength(1);
  });

  it('sends a paid course to its purchase page, an enrolled learner to the player, and staff to the editor', async () => {
    const paid = aCourseDetail({}, { priceCents: 2500 });
    stubApi({ [`GET /api/courses/${paid.course.courseId}`]: jsonReply(CourseDetailResponse, paid) });
    const first = renderApp(`/courses/${paid.course.courseId}`, { session: aSession(aUser({ role: 'student' })) });
    expect((await screen.findByRole('link', { name: 'Buy this course' })).getAttribute('href')).toBe(`/courses/${paid.course.courseId}/purchase`);
    expect(screen.queryByRole('button', { name: 'Enrol for free' })).toBeNull();
    first.unmount();

    const mine = aCourseDetail({ viewer: { signedIn: true, isStaff: true, isEnrolled: true } });
    stubApi({ [`GET /api/courses/${mine.course.courseId}`]: jsonReply(CourseDetailResponse, mine) });
    renderApp(`/courses/${mine.course.courseId}`, { session: aSession(aUser({ role: 'instructor' })) });
    expect((await screen.findByRole('link', { name: 'Continue learning' })).getAttribute('href')).toBe(`/courses/${mine.course.courseId}/view`);
    expect(screen.getByRole('link', { name: 'Edit course' }).getAttribute('href')).toBe(`/courses/${mine.course.courseId}/edit`);
  });

  it('says when the course cannot be found', async () => {
    const missing = { type: 'about:blank', title: 'Not Found', status: 404, detail: 'No course course-x', traceId: 't' };
    stubApi({ 'GET /api/courses/course-x': problemReply(missing, 'Not Found') });
    renderApp('/courses/course-x');

    expect(await screen.findByRole('heading', { level: 1, name: 'Course not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse the catalogue' }).getAttribute('href')).toBe('/courses');
  });

  it('offers a retry when the course could not be loaded for another reason', async () => {
    const failed = { type: 'about:blank', title: 'Internal Server Error', status: 500, detail: 'An unexpected error occurred.', traceId: 't' };
    stubApi({ 'GET /api/courses/course-x': problemReply(failed, 'Internal Server Error') });
    renderApp('/courses/course-x');

    expect((await screen.findByRole('alert')).textContent).toContain('Could not load the course');
  });
});
