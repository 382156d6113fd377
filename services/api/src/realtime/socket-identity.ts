import { roomTypes, type RoomType } from '@pathwise/contracts';
import type { PathwiseEvent } from '@pathwise/event-schemas';
import type { StoredEvent } from '@pathwise/event-store';
import type { Server, Socket } from 'socket.io';
import type { Actor } from '../kernel/actor.js';
import { refusalToJoin } from './room-policies.js';

type SocketData = { actor: Actor | null };

/** Who the socket is now: set at the handshake, refreshed on each client event and by the account's events. */
export const socketActor = (socket: Socket): Actor | null => (socket.data as SocketData).actor;

export function setSocketActor(socket: Socket, actor: Actor | null): void {
  (socket.data as SocketData).actor = actor;
}

/** The account events that change who a connected socket is; the push gateway reads them from the log. */
export const identityEventTypes: readonly PathwiseEvent['type'][] = ['SignedOut', 'SessionRevoked', 'RoleChanged', 'SubscriptionTierChanged'];

/**
 * Keeps this node's sockets in step with their accounts, as every node reads the same log: a socket whose session
 * ended is disconnected, and one whose role or tier changed takes the new one and leaves the rooms it may no longer
 * hear.
 */
export async function followIdentityEvent(io: Server, event: StoredEvent<PathwiseEvent>): Promise<void> {
  switch (event.type) {
    case 'SignedOut':
    case 'SessionRevoked':
      for (const socket of localSockets(io, (actor) => actor.sessionId === event.data.sessionId)) socket.disconnect(true);
      return;
    case 'RoleChanged':
      return downgrade(io, event.data.userId, (actor) => ({ ...actor, role: event.data.to }));
    case 'SubscriptionTierChanged':
      return downgrade(io, event.data.userId, (actor) => ({ ...actor, tier: event.data.to }));
    default:
      return;
  }
}

function localSockets(io: Server, matches: (actor: Actor) => boolean): Socket[] {
  return [...io.of('/').sockets.values()].filter((socket) => {
    const actor = socketActor(socket);
    return actor !== null && matches(actor);
  });
}

async function downgrade(io: Server, userId: string, changed: (actor: Actor) => Actor): Promise<void> {
  for (const socket of localSockets(io, (actor) => actor.userId === userId)) {
    const actor = changed(socketActor(socket)!);
    setSocketActor(socket, actor);
    await leaveRoomsRefusedTo(socket, actor);
  }
}

/** Lesson rooms stay: their rule is course staff, which no account change touches. */
async function leaveRoomsRefusedTo(socket: Socket, actor: Actor): Promise<void> {
  for (const room of [...socket.rooms]) {
    const separator = room.indexOf(':');
    const type = room.slice(0, separator) as RoomType;
    if (separator < 0 || type === 'lesson' || !roomTypes.includes(type)) continue;
    if (refusalToJoin(actor, type, room.slice(separator + 1))) await socket.leave(room);
  }
}
