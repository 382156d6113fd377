import { clientSocketEvents, serverSocketEvents, type LearningUpdatePush } from '@pathwise/contracts';
import { describe, expect, it, vi } from 'vitest';
import { FakeSocket } from '../../testing/fake-socket';
import { RoomSubscriptions, type RoomDescriptor } from './room-subscriptions';

const platform: RoomDescriptor = { room_id: 'all', room_type: 'platform' };
const course = (id: string): RoomDescriptor => ({ room_id: id, room_type: 'course' });

const update = (position: string, courseId = 'course-a', room = 'platform:all'): LearningUpdatePush => ({
  room,
  position,
  event_type: 'lesson_complete',
  course_id: courseId,
  lesson_id: 'lesson-1',
});

function connectedRooms() {
  const socket = new FakeSocket();
  const rooms = new RoomSubscriptions(socket, vi.fn());
  socket.connect();
  rooms.start();
  return { socket, rooms, joins: () => socket.sentPayloads(clientSocketEvents.joinRoom) };
}

describe('RoomSubscriptions', () => {
  it('re-joins a room after a reconnect from the last position pushed in it', async () => {
    const { socket, rooms, joins } = connectedRooms();
    rooms.join(platform, {});
    expect(joins()).toEqual([{ room_id: 'all', room_type: 'platform' }]);

    socket.push(serverSocketEvents.learningUpdate, update('9'));
    socket.push(serverSocketEvents.learningUpdate, update('10'));
    await vi.waitFor(() => expect(rooms.lastPosition(platform)).toBe('10'));
    socket.drop();
    socket.connect();

    expect(joins().at(-1)).toEqual({ room_id: 'all', room_type: 'platform', since_position: '10' });
  });

  it('resumes from the last position received, not the highest: log order is not numeric order', async () => {
    const { socket, rooms } = connectedRooms();
    rooms.join(platform, {});

    socket.push(serverSocketEvents.learningUpdate, update('10'));
    socket.push(serverSocketEvents.learningUpdate, update('9'));

    // Pushes that come while the pushes' schema loads keep their order too.
    await vi.waitFor(() => expect(rooms.lastPosition(platform)).toBe('9'));
  });

  it('credits each push to the room it names', async () => {
    const { socket, rooms, joins } = connectedRooms();
    const onA = vi.fn();
    const onB = vi.fn();
    rooms.join(course('course-a'), { onUpdate: onA });
    rooms.join(course('course-b'), { onUpdate: onB });

    socket.push(serverSocketEvents.learningUpdate, update('7', 'course-a', 'course:course-a'));
    await vi.waitFor(() => expect(onA).toHaveBeenCalledTimes(1));
    socket.drop();
    socket.connect();

    expect(onA).toHaveBeenCalledTimes(1);
    expect(onB).not.toHaveBeenCalled();
    expect(joins().slice(-2)).toEqual([
      { room_id: 'course-a', room_type: 'course', since_position: '7' },
      { room_id: 'course-b', room_type: 'course' },
    ]);
  });

  it('waits for the connection before joining a room asked for while offline', () => {
    const socket = new FakeSocket();
    const rooms = new RoomSubscriptions(socket, vi.fn());
    rooms.start();
    rooms.join(platform, {});
    expect(socket.sentPayloads(clientSocketEvents.joinRoom)).toEqual([]);

    socket.connect();

    expect(socket.sentPayloads(clientSocketEvents.joinRoom)).toEqual([{ room_id: 'all', room_type: 'platform' }]);
  });

  it('joins once for many listeners and leaves when the last one goes', () => {
    const { socket, rooms, joins } = connectedRooms();
    const leaveFirst = rooms.join(platform, {});
    const leaveSecond = rooms.join(platform, {});
    expect(joins()).toHaveLength(1);

    leaveFirst();
    expect(socket.sentPayloads(clientSocketEvents.leaveRoom)).toEqual([]);
    leaveSecond();

    expect(socket.sentPayloads(clientSocketEvents.leaveRoom)).toEqual([{ room_id: 'all', room_type: 'platform' }]);
  });

  it('asks for a resync when the server says the room missed too much', () => {
    const { socket, rooms } = connectedRooms();
    const onResync = vi.fn();
    rooms.join(platform, { onResync });

    socket.push(serverSocketEvents.resyncRequired, { room: 'course:other' });
    expect(onResync).not.toHaveBeenCalled();
    socket.push(serverSocketEvents.resyncRequired, { room: 'platform:all' });

    expect(onResync).toHaveBeenCalledTimes(1);
  });

  it('asks for a resync when resuming a room whose position it never learned', () => {
    const { socket, rooms } = connectedRooms();
    const onResync = vi.fn();
    rooms.join(platform, { onResync });
    expect(onResync).not.toHaveBeenCalled();

    socket.drop();
    socket.connect();

    expect(onResync).toHaveBeenCalledTimes(1);
  });

  it('warns with "Failed to subscribe" when the server refuses the join', () => {
    const socket = new FakeSocket();
    const warn = vi.fn();
    const rooms = new RoomSubscriptions(socket, warn);
    socket.answer = () => ({ ok: false, error: 'forbidden' });
    socket.connect();
    rooms.start();

    rooms.join(course('course-a'), {});

    expect(warn).toHaveBeenCalledWith('Failed to subscribe', { room: 'course:course-a', error: 'forbidden' });
  });

  it('leaves the socket without listeners once stopped', () => {
    const socket = new FakeSocket();
    const stop = new RoomSubscriptions(socket, vi.fn()).start();

    stop();

    for (const event of ['connect', serverSocketEvents.learningUpdate, serverSocketEvents.resyncRequired]) {
      expect(socket.listenerCount(event)).toBe(0);
    }
  });
});
