/**
 * How rooms are named. Apart from the rooms' payload schemas: the web app names the rooms it joins before any schema
 * is needed.
 */

/** `lesson` is the co-editing room of one lesson's text, named `<courseId>.<lessonId>`. */
export const roomTypes = ['course', 'user', 'platform', 'lesson'] as const;
export type RoomType = (typeof roomTypes)[number];

export const lessonRoomId = (courseId: string, lessonId: string): string => `${courseId}.${lessonId}`;

export const roomName = (type: RoomType, id: string): string => `${type}:${id}`;

/** The one public room: platform-wide activity without anyone's identity in it. */
export const PLATFORM_ROOM_ID = 'all';
