import type { RoomType } from '@pathwise/contracts';
import type { Actor } from '../kernel/actor.js';

/** Who may listen to a room; null means yes, a string is the reason why not. */
export function refusalToJoin(actor: Actor | null, roomType: RoomType, roomId: string): string | null {
  switch (roomType) {
    case 'platform':
      return null;
    case 'user':
      if (!actor) return 'Sign in to join your own room';
      return actor.userId === roomId || actor.role === 'admin' ? null : "You can only join your own user room";
    case 'course':
      return actor ? null : 'Sign in to join a course room';
    case 'lesson':
      // Course staff only; LessonCollaboration asks the course, which needs the log.
      return actor ? null : "Sign in to edit a course's lessons";
    case 'monitoring':
      return actor?.role === 'admin' ? null : 'Only admins can watch the monitoring room';
    case 'command-center':
      return actor?.role === 'admin' ? null : 'Only admins can watch the command center';
    default: {
      const unknown: never = roomType;
      return `Unknown room type ${String(unknown)}`;
    }
  }
}
