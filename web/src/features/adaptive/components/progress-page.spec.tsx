import { AdaptiveAnalytics, LearnerProfile, MyCoursesResponse } from '@pathwise/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { aSession, aUser } from '../../../testing/identity-fixtures';
import { renderApp } from '../../../testing/render-app';
import { emptyReply, jsonReply, stubApi, type Reply } from '../../../testing/stub-api';
import { aNewLearner, anAnalytics, aProfile, aSkill } from '../testing/adaptive-fixtures';

function open(path: string, replies: { analytics?: Reply; profileThen?: Reply } = {}) {
  const user = aUser();
  const now = aProfile(user.uid);
  const then = aProfile(user.uid, {
    asOf: '2026-03-01T11:00:00.000Z',
    stateOfMind: { state: 'struggling', reasons: ['2 wrong answers in a row'], since: null },
    difficulty: [{ courseId: 'course-fractions', level: 'beginner' }],
    skills: [aSkill({ skillId: 'skill-add', skillName: 'Adding fractions', level: 'familiar', probability: 0.6 })],
  });
  const api = stubApi({
    [`GET /api/ai/adaptive/analytics/${user.uid}`]: replies.analytics ?? jsonReply(AdaptiveAnalytics, anAnalytics(now)),
    [`GET /api/learners/${user.uid}/profile`]: replies.profileThen ?? jsonReply(LearnerProfile, then),
    'GET /api/me/courses': jsonReply(MyCoursesResponse, { courses: [] }),
  });
  const view = renderApp(path, { session: aSession(user) });
  return { user, api, view };
}

const profileRequests = (api: ReturnType<typeof open>['api'], userId: string) =>
  api.to(`GET /api/learners/${userId}/profile`).map((request) => new URL(request.url, 'http://app').searchParams.get('at'));

describe('Progress: how I progressed', () => {
  beforeAll(async () => {
    await import('./progress-page');
  });

  it('shows each skill’s mastery over time, in words as well as a chart, and the profile now', async () => {
    open('/progress');
    expect(await screen.findByRole('heading', { level: 1, name: 'How I progressed' })).toBeTruthy();
    const timeline = within(await screen.findByRole('region', { name: 'Mastery over time' }));

    expect(timeline.getByText('Adding fractions: 40% at the first answer, 82% after 3 answers')).toBeTruthy();
    expect(timeline.getByText('Comparing fractions: 35% at the first answer, 35% after 1 answer')).toBeTruthy();
    expect(screen.getByText('5 of 8 answers right, 15 minutes of study in all.')).toBeTruthy();
    const now = within(screen.getByRole('region', { name: 'Your profile now' }));
    expect(now.getByText('State of mind: Focused')).toBeTruthy();
    expect(now.getByText('Proficient')).toBeTruthy();
  });

  it('travels to a moment picked on the slider of the learner’s own event times, asking for the profile ?at= then', async () => {
    const { api, user, view } = open('/progress');
    const slider = await screen.findByRole('slider', { name: 'Moment in your learning' });
    // Stops: the 4 timeline points, the event (at the time of the last point) and the difficulty change: 5 moments.
    expect(slider.getAttribute('max')).toBe('4');
    expect((slider as HTMLInputElement).value).toBe('4');

    fireEvent.change(slider, { target: { value: '1' } });

    await waitFor(() => expect(view.router.state.location.search).toEqual({ at: '2026-03-01T11:00:00.000Z' }));
    const then = within(await screen.findByRole('region', { name: 'Your profile then' }));
    expect(then.getByText('State of mind: Struggling')).toBeTruthy();
    expect(then.getByText('course-fractions: Beginner')).toBeTruthy();
    expect(then.getByText('Familiar')).toBeTruthy();
    expect(profileRequests(api, user.uid)).toEqual(['2026-03-01T11:00:00.000Z']);
    expect(screen.getByText(/^Adding fractions: 40% at the first answer/).textContent).toContain('At the moment shown: 60%');
  });

  it('travels to any date and time typed in, and back to now', async () => {
    const { api, user, view } = open('/progress');
    const exact = await screen.findByLabelText('Or pick a date and time');
    fireEvent.change(exact, { target: { value: '2026-03-01T10:30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));

    const expected = new Date('2026-03-01T10:30').toISOString();
    await waitFor(() => expect(profileRequests(api, user.uid)).toEqual([expected]));
    expect(await screen.findByRole('region', { name: 'Your profile then' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Back to now' }));
    await waitFor(() => expect(view.router.state.location.search).toEqual({}));
    expect(await screen.findByRole('region', { name: 'Your profile now' })).toBeTruthy();
  });

  it('opens at the moment the address names, and ignores an ?at= that is not a date', async () => {
    const first = open('/progress?at=2026-03-01T11%3A00%3A00Z');
    expect(await screen.findByRole('region', { name: 'Your profile then' })).toBeTruthy();
    expect(profileRequests(first.api, first.user.uid)).toEqual(['2026-03-01T11:00:00.000Z']);
    first.view.unmount();

    const second = open('/progress?at=yesterday');
    expect(await screen.findByRole('region', { name: 'Your profile now' })).toBeTruthy();
    expect(profileRequests(second.api, second.user.uid)).toEqual([]);
  });

  it('says “Analytics request failed” with the status text when analytics cannot be read', async () => {
    open('/progress', { analytics: emptyReply(502, 'Bad Gateway') });
    const alert = within(await screen.findByRole('alert'));
    expect(alert.getByText('Analytics request failed: 502 Bad Gateway')).toBeTruthy();
  });

  it('tells a learner who has studied but answered nothing what they did and where skills come from, with no empty chart', async () => {
    const user = aUser();
    const studied = aProfile(user.uid, {
      skills: [],
      recentEvents: [
        { eventId: 'e-1', eventType: 'lesson_complete', courseId: 'course-fractions', lessonId: 'lesson-1', score: null, timeSpent: 600, occurredAt: '2026-03-01T10:00:00.000Z' },
      ],
    });
    stubApi({
      [`GET /api/ai/adaptive/analytics/${user.uid}`]: jsonReply(
        AdaptiveAnalytics,
        anAnalytics(studied, { masteryTimeline: [], totals: { attempts: 0, correct: 0, timeSpentSeconds: 18_975 } }),
      ),
      'GET /api/me/courses': jsonReply(MyCoursesResponse, { courses: [] }),
    });
    renderApp('/progress', { session: aSession(user) });
    expect(
      await screen.findByText('No quiz answers yet, 5.3 hours of study in all. Your skills and their chart appear here once you answer a quiz question.'),
    ).toBeTruthy();
    expect(screen.queryByText(/0 of 0/)).toBeNull();
    expect(screen.queryByRole('region', { name: 'Mastery over time' })).toBeNull();
    expect(screen.getByText('No skills yet: a skill is measured from your answers to quiz questions.')).toBeTruthy();
  });

  it('has nothing to show before the first answer, and says so', async () => {
    const user = aUser();
    stubApi({
      [`GET /api/ai/adaptive/analytics/${user.uid}`]: jsonReply(AdaptiveAnalytics, anAnalytics(aNewLearner(user.uid), { masteryTimeline: [] })),
      'GET /api/me/courses': jsonReply(MyCoursesResponse, { courses: [] }),
    });
    renderApp('/progress', { session: aSession(user) });
    expect(await screen.findByRole('heading', { level: 2, name: 'No progress to show yet' })).toBeTruthy();
  });
});
