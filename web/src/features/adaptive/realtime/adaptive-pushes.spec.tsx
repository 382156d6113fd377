import { AdaptiveContentResponse, LearnerProfile, MyCoursesResponse, roomName, serverSocketEvents } from '@pathwise/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { FakeSocket } from '../../../testing/fake-socket';
import { aSession, aUser } from '../../../testing/identity-fixtures';
import { renderApp } from '../../../testing/render-app';
import { jsonReply, stubApi } from '../../../testing/stub-api';
import { MAX_ADJUSTMENTS, MAX_LEARNING_EVENTS } from '../lib/recent-activity';
import { aProfile, someContent } from '../testing/adaptive-fixtures';

const toasts = () => [...document.querySelectorAll<HTMLElement>('[data-sonner-toast]')];
const shown = () => toasts().filter((toast) => toast.dataset.removed !== 'true');
const titles = () => shown().map((toast) => toast.querySelector('[data-title]')?.textContent);
const elapse = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/** A signed-in learner on `path`, the socket connected, the toaster mounted. */
async function signedInOn(path: string) {
  const user = aUser();
  const api = stubApi({
    [`GET /api/learners/${user.uid}/profile`]: jsonReply(LearnerProfile, aProfile(user.uid)),
    [`POST /api/ai/adaptive/content/${user.uid}`]: jsonReply(AdaptiveContentResponse, someContent()),
    'GET /api/me/courses': jsonReply(MyCoursesResponse, { courses: [] }),
  });
  const socket = new FakeSocket();
  socket.connect();
  renderApp(path, { session: aSession(user), socket });
  // The toaster comes with the shell's widgets, a chunk loaded after the first render.
  await screen.findByRole('region', { name: /Notifications/ }, { timeout: 5000 });
  await waitFor(() => expect(socket.listenerCount(serverSocketEvents.difficultyAdjusted)).toBe(1));
  const room = roomName('user', user.uid);
  const push = (event: string, payload: object) => act(() => socket.push(event, { room, position: '7', ...payload }));
  return { user, api, socket, room, push };
}

const adjustment = (reason: string) => ({
  course_id: 'course-fractions',
  old_level: 'beginner',
  new_level: 'intermediate',
  reason,
});

describe('Adaptive pushes', () => {
  beforeAll(async () => {
    await import('../components/learner-dashboard-page');
    await import('./adaptive-pushes');
    // Loaded with the first push in the app; here before it, so that each case's clock decides when a toast shows.
    await import('./adaptive-push.schemas');
  });

  it('join the learner’s own room on any page once signed in', async () => {
    const { socket, user } = await signedInOn('/dashboard');
    expect(socket.sentPayloads('join_room')).toContainEqual({ room_id: user.uid, room_type: 'user' });
  });

  it('show a difficulty change as the spec’s 4 s info toast, worded exactly', async () => {
    const { push } = await signedInOn('/dashboard');
    vi.useFakeTimers();
    await push(serverSocketEvents.difficultyAdjusted, adjustment('Predicted success stayed above 85%'));
    await elapse(0);

    expect(titles()).toEqual(['Difficulty changed from beginner to intermediate: Predicted success stayed above 85%']);
    expect(shown()[0]?.dataset.type).toBe('info');
    await elapse(3999);
    expect(shown()).toHaveLength(1);
    await elapse(1);
    expect(shown()).toHaveLength(0);
  });

  it('show adaptive feedback as the spec’s 5 s success toast with the feedback text', async () => {
    const { push } = await signedInOn('/dashboard');
    vi.useFakeTimers();
    await push(serverSocketEvents.adaptiveFeedback, {
      course_id: 'course-fractions',
      attempt_id: 'attempt-1',
      feedback: 'Find a common denominator before adding.',
    });
    await elapse(0);

    expect(titles()).toEqual(['Find a common denominator before adding.']);
    expect(shown()[0]?.dataset.type).toBe('success');
    await elapse(4999);
    expect(shown()).toHaveLength(1);
    await elapse(1);
    expect(shown()).toHaveLength(0);
  });

  it('ignore a push for another learner’s room and a malformed one', async () => {
    const { socket } = await signedInOn('/dashboard');
    vi.useFakeTimers();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    act(() => socket.push(serverSocketEvents.difficultyAdjusted, { room: 'user:someone-else', position: '1', ...adjustment('not yours') }));
    act(() => socket.push(serverSocketEvents.adaptiveFeedback, { room: 'nope' }));
    await elapse(0);

    expect(titles()).toEqual([]);
    expect(warn).toHaveBeenCalledWith('Ignored a malformed adaptive_feedback push', expect.anything());
  });

  it('keep the last 9 difficulty changes and the last 99 learning events, newest first, on the dashboard', async () => {
    const { room, socket } = await signedInOn('/learner-dashboard');
    const activity = within(await screen.findByRole('region', { name: 'Recent activity' }));
    await activity.findByText('Learning events (1)');

    // One act each: the lists re-render once, as a burst of pushes would in the browser (each push is checked once
    // its schema is there: the act waits for that too).
    await act(async () => {
      for (let index = 1; index <= 12; index += 1) {
        socket.push(serverSocketEvents.difficultyAdjusted, { room, position: String(index), ...adjustment(`Reason ${index}`) });
      }
    });
    act(() => {
      for (let index = 1; index <= 120; index += 1) {
        socket.push(serverSocketEvents.learningUpdate, {
          room,
          position: String(1000 + index),
          event_type: 'lesson_start',
          course_id: 'course-fractions',
          lesson_id: `lesson-${index}`,
          user_id: 'me',
        });
      }
    });

    const changes = within(activity.getByRole('list', { name: 'Difficulty changes' })).getAllByRole('listitem');
    expect(changes).toHaveLength(MAX_ADJUSTMENTS);
    expect(changes[0]?.textContent).toContain('course-fractions: Beginner → Intermediate. Reason 12');
    expect(changes[8]?.textContent).toContain('Reason 4');
    expect(await activity.findByText(`Learning events (${MAX_LEARNING_EVENTS})`)).toBeTruthy();
    expect(within(activity.getByRole('list', { name: 'Learning events (99)' })).getAllByRole('listitem')).toHaveLength(99);
  }, 15_000);

  it('refetch the open profile on progress_update and learning_update', async () => {
    const { push, api, user, room, socket } = await signedInOn('/learner-dashboard');
    await screen.findByRole('region', { name: 'Your skills' });
    const profileReads = () => api.to(`GET /api/learners/${user.uid}/profile`).length;
    const before = profileReads();

    await push(serverSocketEvents.progressUpdate, { course_id: 'course-fractions', skill_ids: ['skill-add'] });
    await waitFor(() => expect(profileReads()).toBe(before + 1));

    act(() =>
      socket.push(serverSocketEvents.learningUpdate, {
        room,
        position: '99',
        event_type: 'quiz_attempt',
        course_id: 'course-fractions',
        lesson_id: null,
        user_id: user.uid,
      }),
    );
    await waitFor(() => expect(profileReads()).toBe(before + 2));
  });
});
