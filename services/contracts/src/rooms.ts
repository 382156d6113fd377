import { EntityId as RoomId } from '@pathwise/event-schemas';
import { z } from 'zod';
import { LogPosition } from './positions.js';

export const roomTypes = ['course', 'user', 'platform'] as const;
export type RoomType = (typeof roomTypes)[number];

export const JoinRoomPayload = z.object({
  room_id: RoomId,
  room_type: z.enum(roomTypes).default('course'),
  /** The last position this client saw in the room; it receives what it missed since. */
  since_position: LogPosition.optional(),
});
export type JoinRoomPayload = z.input<typeof JoinRoomPayload>;

export const LeaveRoomPayload = z.object({
  room_id: RoomId,
  room_type: z.enum(roomTypes).default('course'),
});
export type LeaveRoomPayload = z.input<typeof LeaveRoomPayload>;

/** The reply to join_room and leave_room, through the Socket.IO acknowledgement. */
export type RoomAck = { ok: true; room: string; replayed: number } | { ok: false; error: string };

export const roomName = (type: RoomType, id: string): string => `${type}:${id}`;

/** The one public room: platform-wide activity without anyone's identity in it. */
export const PLATFORM_ROOM_ID = 'all';
