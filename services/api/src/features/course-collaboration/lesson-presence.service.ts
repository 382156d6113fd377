import { createHash } from 'node:crypto';
import { collaboratorColours, type Collaborator, type CursorPosition } from '@pathwise/contracts';

interface PresenceEntry {
  collaborator: Collaborator;
  /** When the sender was last confirmed as course staff (ms since the epoch). */
  staffCheckedAt: number;
}

/** The colour a user is shown in, the same on every node and every visit. */
export function colourFor(userId: string): string {
  const index = createHash('sha256').update(userId).digest().readUInt32BE(0) % collaboratorColours.length;
  return collaboratorColours[index]!;
}

/**
 * Who is in which lesson room on this node, with their cursors. Presence is ephemeral, so it is kept in memory and
 * never in the log; a connection's entries go when it leaves or disconnects.
 */
export class LessonPresence {
  readonly #rooms = new Map<string, Map<string, PresenceEntry>>();

  enter(room: string, socketId: string, who: { userId: string; name: string }, now: number): Collaborator {
    const members = this.#rooms.get(room) ?? new Map<string, PresenceEntry>();
    this.#rooms.set(room, members);
    const collaborator: Collaborator = {
      collaborator_id: socketId,
      user_id: who.userId,
      name: who.name,
      colour: colourFor(who.userId),
      cursor_position: null,
    };
    members.set(socketId, { collaborator, staffCheckedAt: now });
    return collaborator;
  }

  /** The entry of a connection in a room, or undefined if it has not joined it. */
  entry(room: string, socketId: string): PresenceEntry | undefined {
    return this.#rooms.get(room)?.get(socketId);
  }

  moveCursor(room: string, socketId: string, cursor: CursorPosition | null): void {
    const entry = this.entry(room, socketId);
    if (entry) entry.collaborator = { ...entry.collaborator, cursor_position: cursor };
  }

  /** Removes a connection from a room; true if it was there. */
  leave(room: string, socketId: string): boolean {
    const members = this.#rooms.get(room);
    const removed = members?.delete(socketId) ?? false;
    if (members?.size === 0) this.#rooms.delete(room);
    return removed;
  }

  /** Removes a connection from every room; returns the rooms it was in. */
  leaveAll(socketId: string): string[] {
    const left = [...this.#rooms.keys()].filter((room) => this.#rooms.get(room)?.has(socketId));
    for (const room of left) this.leave(room, socketId);
    return left;
  }

  collaborators(room: string): Collaborator[] {
    return [...(this.#rooms.get(room)?.values() ?? [])].map((entry) => entry.collaborator);
  }
}
