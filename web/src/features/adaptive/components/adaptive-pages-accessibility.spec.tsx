import { AdaptiveAnalytics, AdaptiveContentResponse, LearnerProfile, MyCoursesResponse } from '@pathwise/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { aSession, aUser } from '../../../testing/identity-fixtures';
import { renderApp } from '../../../testing/render-app';
import { jsonReply, stubApi } from '../../../testing/stub-api';
// Test-only: one copy of the axe helper rather than a third.
import { seriousViolations } from '../../../testing/axe';
import { anAnalytics, aProfile, someContent } from '../testing/adaptive-fixtures';

describe('Adaptive pages accessibility (axe, serious and critical)', { timeout: 30_000 }, () => {
  beforeAll(async () => {
    await import('./learner-dashboard-page');
    await import('./progress-page');
  });

  it('has none on the learner dashboard with a why open', async () => {
    const user = aUser();
    stubApi({
      [`GET /api/learners/${user.uid}/profile`]: jsonReply(LearnerProfile, aProfile(user.uid)),
      [`POST /api/ai/adaptive/content/${user.uid}`]: jsonReply(AdaptiveContentResponse, someContent()),
      'GET /api/me/courses': jsonReply(MyCoursesResponse, { courses: [] }),
    });
    renderApp('/learner-dashboard', { session: aSession(user) });
    fireEvent.click(await screen.findByRole('button', { name: 'Why Proficient?' }));
    await screen.findByRole('link', { name: 'Open Comparing fractions' });
    expect(await seriousViolations()).toEqual([]);
  });

  it('has none on the progress page at a past moment', async () => {
    const user = aUser();
    stubApi({
      [`GET /api/ai/adaptive/analytics/${user.uid}`]: jsonReply(AdaptiveAnalytics, anAnalytics(aProfile(user.uid))),
      [`GET /api/learners/${user.uid}/profile`]: jsonReply(LearnerProfile, aProfile(user.uid)),
      'GET /api/me/courses': jsonReply(MyCoursesResponse, { courses: [] }),
    });
    renderApp('/progress?at=2026-03-01T11%3A00%3A00Z', { session: aSession(user) });
    await screen.findByRole('region', { name: 'Your profile then' });
    expect(await seriousViolations()).toEqual([]);
  });
});
