/**
 * How rooms are named. Apart from the rooms' payload schemas: the web app names the rooms it joins before any schema
 * is needed.
 */

/**
 * `lesson` is the co-editing room of one lesson's text, named `<courseId>.<lessonId>`; `monitoring` is the admins'
 * room of the platform's live figures (one, `MONITORING_ROOM_ID`); `command-center` is the admins' room of the
 * platform's pulse (one, `COMMAND_CENTER_ROOM_ID`).
 */
export const roomTypes = ['course', 'user', 'platform', 'lesson', 'monitoring', 'command-center'] as const;
export type RoomType = (typeof roomTypes)[number];

export const lessonRoomId = (courseId: string, lessonId: string): string => `${courseId}.${lessonId}`;

export const roomName = (type: RoomType, id: string): string => `${type}:${id}`;

/** The one public room: platform-wide activity without anyone's identity in it. */
export const PLATFORM_ROOM_ID = 'all';

/** The admins' one monitoring room. */
export const MONITORING_ROOM_ID = 'platform';

/** The admins' one command-centre room. */
export const COMMAND_CENTER_ROOM_ID = 'platform';
