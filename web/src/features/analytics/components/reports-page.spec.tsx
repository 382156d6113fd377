import { CreatorDashboardResponse } from '@pathwise/contracts';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { aCourseCard } from '../../../testing/course-fixtures';
import { aSession, aUser } from '../../../testing/identity-fixtures';
import { renderApp } from '../../../testing/render-app';
import { jsonReply, stubApi } from '../../../testing/stub-api';
// Test-only: one copy of the axe helper rather than another.
import { seriousViolations } from '../../../testing/axe';

const DASHBOARD = 'GET /api/courses/dashboard';
const creator = (language: 'en' | 'fr' = 'en') =>
  aSession(aUser({ role: 'creator', settings: { preferred_language: language, receive_email_notifications: true } }));
const aCourse = (title: string, status: 'draft' | 'published') => ({
  ...aCourseCard({ courseId: `course-${title.length}`, title }),
  status,
  role: 'creator' as const,
  version: 1,
  updatedAt: '2026-11-20T10:00:00.000Z',
  lastLearningAt: null,
});
const dashboard = (courses: ReturnType<typeof aCourse>[]): CreatorDashboardResponse => ({ courses, totals: { published: 1, drafts: 0, enrolments: 3 }, recentEnrolments: [] });

describe('Reports page', { timeout: 30_000 }, () => {
  beforeAll(async () => {
    await import('./reports-page');
  });

  it("offers each course's three reports as CSV and PDF downloads, named for a screen reader", async () => {
    stubApi({ [DASHBOARD]: jsonReply(CreatorDashboardResponse, dashboard([aCourse('Ratios', 'published'), aCourse('Volcanoes', 'draft')])) });
    renderApp('/reports', { session: creator() });

    expect(await screen.findByRole('heading', { level: 1, name: 'Reports' })).toBeTruthy();
    const ratios = await screen.findByRole('region', { name: /^Ratios/ });
    expect(within(ratios).getByText('Published')).toBeTruthy();
    const csv = within(ratios).getByRole('link', { name: 'Download Progress per learner of Ratios as CSV' });
    expect(csv.getAttribute('href')).toBe('/api/courses/course-6/reports/progress?format=csv');
    expect(csv.hasAttribute('download')).toBe(true);
    expect(within(ratios).getByRole('link', { name: 'Download Quiz results of Ratios as PDF' }).getAttribute('href')).toBe('/api/courses/course-6/reports/quiz-results?format=pdf');
    expect(within(ratios).getAllByRole('link')).toHaveLength(6);
    expect(screen.getByRole('region', { name: /^Volcanoes/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to sales' }).getAttribute('href')).toBe('/sales');
    expect(await seriousViolations()).toEqual([]);
  });

  it('says there is nothing to report before the first course, in French, with the way to make one', async () => {
    stubApi({ [DASHBOARD]: jsonReply(CreatorDashboardResponse, dashboard([])) });
    renderApp('/reports', { session: creator('fr') });

    expect(await screen.findByRole('heading', { level: 1, name: 'Rapports' })).toBeTruthy();
    expect(await screen.findByText('Vous n’avez pas encore de cours. Les rapports apparaîtront ici dès que vous en créerez un.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Créer un cours' }).getAttribute('href')).toBe('/courses/create');
  });
});
