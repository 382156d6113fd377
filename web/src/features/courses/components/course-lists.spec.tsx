import { CreatorDashboardResponse, MyCoursesResponse } from '@pathwise/contracts';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { aSession, aUser } from '../../../testing/identity-fixtures';
import { renderApp } from '../../../testing/render-app';
import { jsonReply, stubApi } from '../../../testing/stub-api';
import { aCourseCard } from '../../../testing/course-fixtures';

describe('My courses and the creator dashboard', { timeout: 20_000 }, () => {
  beforeAll(async () => {
    await import('./my-courses-page');
    await import('./current-course-page');
    await import('./creator-dashboard-page');
  });

  it('lists enrolled courses with a progress bar and a link to continue', async () => {
    const course = { ...aCourseCard({ title: 'Fractions from scratch', lessonCount: 4 }), enrolledAt: '2025-03-01T10:00:00.000Z', lessonsCompleted: 1, progressPercent: 25, lastActivityAt: null, completedAt: null };
    const mine: MyCoursesResponse = { courses: [course] };
    stubApi({ 'GET /api/me/courses': jsonReply(MyCoursesResponse, mine) });
    renderApp('/my-courses', { session: aSession(aUser({ role: 'student' })) });

    const progress = await screen.findByRole('progressbar', { name: 'Progress in Fractions from scratch' });
    expect(progress.getAttribute('value')).toBe('25');
    expect(screen.getByText('25% · 1 of 4 lessons')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue Fractions from scratch' }).getAttribute('href')).toBe(`/courses/${course.courseId}/view`);
    expect(screen.queryByText('Completed')).toBeNull();
  });

  it('marks a finished course as completed, in words, and offers to review it instead of continuing', async () => {
    const course = {
      ...aCourseCard({ title: 'Fractions from scratch', lessonCount: 4 }),
      enrolledAt: '2025-03-01T10:00:00.000Z',
      lessonsCompleted: 4,
      progressPercent: 100,
      lastActivityAt: '2025-03-09T10:00:00.000Z',
      completedAt: '2025-03-09T10:00:00.000Z',
    };
    stubApi({ 'GET /api/me/courses': jsonReply(MyCoursesResponse, { courses: [course] }) });
    renderApp('/my-courses', { session: aSession(aUser({ role: 'student' })) });

    expect(await screen.findByText(/^✓ Completed$/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Review Fractions from scratch' }).getAttribute('href')).toBe(`/courses/${course.courseId}/view`);
    expect(screen.queryByRole('link', { name: 'Continue Fractions from scratch' })).toBeNull();
  });

  it('points a learner with no courses to the catalogue', async () => {
    stubApi({ 'GET /api/me/courses': jsonReply(MyCoursesResponse, { courses: [] }) });
    renderApp('/my-courses', { session: aSession(aUser({ role: 'student' })) });

    expect(await screen.findByText('You are not enrolled in any course yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse the catalogue' }).getAttribute('href')).toBe('/courses');
  });

  it('opens the player of the unfinished course studied last from /courses/current', async () => {
    const enrolled = (title: string, lastActivityAt: string | null, completedAt: string | null = null) => ({
      ...aCourseCard({ title, lessonCount: 4 }),
      enrolledAt: '2025-03-01T10:00:00.000Z',
      lessonsCompleted: completedAt ? 4 : 1,
      progressPercent: completedAt ? 100 : 25,
      lastActivityAt,
      completedAt,
    });
    const earlier = enrolled('Halves', '2025-03-05T10:00:00.000Z');
    const latest = enrolled('Thirds', '2025-03-07T10:00:00.000Z');
    const finished = enrolled('Quarters', '2025-03-09T10:00:00.000Z', '2025-03-09T10:00:00.000Z');
    stubApi({ 'GET /api/me/courses': jsonReply(MyCoursesResponse, { courses: [earlier, finished, latest] }) });
    const { router } = renderApp('/courses/current', { session: aSession(aUser({ role: 'student' })) });

    await vi.waitFor(() => expect(router.state.location.pathname).toBe(`/courses/${latest.courseId}/view`));
  });

  it('says so on /courses/current when every course is finished, with the catalogue and my courses', async () => {
    const finished = {
      ...aCourseCard({ title: 'Quarters', lessonCount: 4 }),
      enrolledAt: '2025-03-01T10:00:00.000Z',
      lessonsCompleted: 4,
      progressPercent: 100,
      lastActivityAt: '2025-03-09T10:00:00.000Z',
      completedAt: '2025-03-09T10:00:00.000Z',
    };
    stubApi({ 'GET /api/me/courses': jsonReply(MyCoursesResponse, { courses: [finished] }) });
    renderApp('/courses/current', { session: aSession(aUser({ role: 'student' })) });

    expect(await screen.findByText('You have finished every course you are enrolled in')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Continue where you left off' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See my courses' }).getAttribute('href')).toBe('/my-courses');
    expect(screen.getByRole('link', { name: 'Browse the catalogue' }).getAttribute('href')).toBe('/courses');
  });

  it('shows the creator’s courses with status and learners, the totals, recent enrolments and a way to create one', async () => {
    const draft = { ...aCourseCard({ title: 'Thirds', enrolmentCount: 0 }), status: 'draft' as const, role: 'creator' as const, version: 2, updatedAt: '2025-03-02T10:00:00.000Z', lastLearningAt: null };
    const dashboard: CreatorDashboardResponse = {
      courses: [draft],
      totals: { published: 0, drafts: 1, enrolments: 7 },
      recentEnrolments: [{ courseId: 'c-1', courseTitle: 'Halves', learnerName: 'Lena', at: '2025-03-03T10:00:00.000Z' }],
    };
    stubApi({ 'GET /api/courses/dashboard': jsonReply(CreatorDashboardResponse, dashboard) });
    renderApp('/courses/dashboard', { session: aSession(aUser({ role: 'instructor' })) });

    const table = within(await screen.findByRole('table', { name: 'Your courses' }));
    const row = table.getByRole('row', { name: /Thirds/ });
    expect(within(row).getByText('Draft')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'Edit Thirds' }).getAttribute('href')).toBe(`/courses/${draft.courseId}/edit`);
    expect(screen.getByText('Lena enrolled in Halves')).toBeTruthy();
    expect(screen.getByText('7')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create course' }).getAttribute('href')).toBe('/courses/create');
  });
});
