import { clientSocketEvents, serverSocketEvents, type LearningUpdatePush } from '@pathwise/contracts';
import { act } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadPushSchema } from '../../../shared/realtime/room-subscriptions';
import { FakeSocket } from '../../../testing/fake-socket';
import { renderAppHook } from '../../../testing/render-app';
import { platformOverviewQueryKey } from '../api/get-platform-overview';
import { OVERVIEW_REFETCH_WINDOW_MS, usePlatformLiveUpdates } from './use-platform-live-updates';

const update = (position: string): LearningUpdatePush => ({
  room: 'platform:all',
  position,
  event_type: 'quiz_attempt',
  course_id: 'course-a',
  lesson_id: null,
});

function renderLiveUpdates() {
  vi.useFakeTimers();
  const socket = new FakeSocket();
  socket.connect();
  const view = renderAppHook(() => usePlatformLiveUpdates(), socket);
  const invalidations = vi.spyOn(view.queryClient, 'invalidateQueries');
  const push = (position: string) => act(() => socket.push(serverSocketEvents.learningUpdate, update(position)));
  const wait = (ms: number) =>
    act(() => {
      vi.advanceTimersByTime(ms);
    });
  return { ...view, invalidations, push, wait };
}

describe('usePlatformLiveUpdates', () => {
  // Pushes are checked by a schema that loads with the connection; the bursts below are timed on fake timers, which
  // a module load cannot wait on, so it has loaded before they start.
  beforeAll(async () => {
    await loadPushSchema();
  });

  it('joins the public platform room', () => {
    const { socket } = renderLiveUpdates();

    expect(socket.sentPayloads(clientSocketEvents.joinRoom)).toEqual([{ room_id: 'all', room_type: 'platform' }]);
  });

  it('turns a burst of learning_update pushes into a single invalidation of the overview', () => {
    const { invalidations, push, wait } = renderLiveUpdates();

    for (const position of ['101', '102', '103', '104', '105']) push(position);
    wait(OVERVIEW_REFETCH_WINDOW_MS - 1);
    expect(invalidations).not.toHaveBeenCalled();
    wait(1);

    expect(invalidations).toHaveBeenCalledTimes(1);
    expect(invalidations).toHaveBeenCalledWith({ queryKey: platformOverviewQueryKey });
  });

  it('invalidates again for a burst that comes after the window closed', () => {
    const { invalidations, push, wait } = renderLiveUpdates();

    push('201');
    wait(OVERVIEW_REFETCH_WINDOW_MS);
    push('202');
    push('203');
    wait(OVERVIEW_REFETCH_WINDOW_MS);

    expect(invalidations).toHaveBeenCalledTimes(2);
  });

  it('invalidates at once on resync_required for the platform room', () => {
    const { invalidations, socket } = renderLiveUpdates();

    act(() => socket.push(serverSocketEvents.resyncRequired, { room: 'platform:all' }));

    expect(invalidations).toHaveBeenCalledTimes(1);
  });

  it('leaves the room and drops a pending invalidation on unmount', () => {
    const { invalidations, push, socket, unmount, wait } = renderLiveUpdates();

    push('301');
    unmount();
    wait(OVERVIEW_REFETCH_WINDOW_MS);

    expect(invalidations).not.toHaveBeenCalled();
    expect(socket.sentPayloads(clientSocketEvents.leaveRoom)).toEqual([{ room_id: 'all', room_type: 'platform' }]);
  });
});
