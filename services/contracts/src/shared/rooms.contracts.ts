import { EntityId as RoomId } from '@pathwise/event-schemas';
import { z } from 'zod';
import { LogPosition } from './log-position.contracts.js';
import { roomTypes, type RoomType } from './room-names.contracts.js';

/** A lesson room's id: the course and the lesson, both ids, joined by a dot (ids never hold one). */
export const LessonRoomId = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,63}\.[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/, 'Expected <courseId>.<lessonId>');
export type LessonRoomId = z.infer<typeof LessonRoomId>;

/** The course and lesson a lesson room id names. */
export function parseLessonRoomId(roomId: string): { courseId: string; lessonId: string } | null {
  if (!LessonRoomId.safeParse(roomId).success) return null;
  const [courseId = '', lessonId = ''] = roomId.split('.');
  return { courseId, lessonId };
}

const roomFields = {
  room_id: z.string().max(129),
  room_type: z.enum(roomTypes).default('course'),
};

/** Lesson rooms take a `<courseId>.<lessonId>` id, every other room a plain id. */
function checkRoomId(value: { room_id: string; room_type: RoomType }, context: z.RefinementCtx): void {
  const result = (value.room_type === 'lesson' ? LessonRoomId : RoomId).safeParse(value.room_id);
  for (const issue of result.error?.issues ?? []) context.addIssue({ code: 'custom', path: ['room_id'], message: issue.message });
}

export const JoinRoomPayload = z
  .object({
    ...roomFields,
    /** The last position this client saw in the room; it receives what it missed since. */
    since_position: LogPosition.optional(),
  })
  .superRefine(checkRoomId);
export type JoinRoomPayload = z.input<typeof JoinRoomPayload>;

export const LeaveRoomPayload = z.object(roomFields).superRefine(checkRoomId);
export type LeaveRoomPayload = z.input<typeof LeaveRoomPayload>;

/** The reply to join_room and leave_room, through the Socket.IO acknowledgement. */
export type RoomAck = { ok: true; room: string; replayed: number } | { ok: false; error: string };
