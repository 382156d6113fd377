import { z } from 'zod';
import { LogPosition } from '../shared/log-position.contracts.js';
import { LessonRoomId } from '../shared/rooms.contracts.js';

/** The largest single Yjs update a client may send; clients batch keystrokes well below it. */
export const MAX_LESSON_UPDATE_BYTES = 64 * 1024;
/** The longest lesson text co-editing allows, the same as a lesson's text block. */
export const MAX_LESSON_TEXT_LENGTH = 50_000;
/** The name of the Y.Text inside a lesson document; the server refuses updates to anything else. */
export const LESSON_TEXT_NAME = 'body';

const base64 = (maxChars: number) =>
  z
    .string()
    .max(maxChars, `Too large: at most ${maxChars} base64 characters`)
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, 'Expected base64');

/** A Yjs update, base64; its decoded bytes stay under MAX_LESSON_UPDATE_BYTES. */
export const YjsUpdateBase64 = base64(Math.ceil(MAX_LESSON_UPDATE_BYTES / 3) * 4).min(1);

/** A cursor or selection as two Yjs relative positions (base64), so it stays put when others type before it. */
export const CursorPosition = z.strictObject({ anchor: base64(400).min(1), head: base64(400).min(1) });
export type CursorPosition = z.infer<typeof CursorPosition>;

/**
 * content_collaboration, client to server: the spec's (room_id, changes, cursor_position). `changes` is a Yjs
 * update to store and relay; `cursor_position` is where the sender's cursor now is (null: not in the text,
 * absent: unchanged). Either may come alone.
 */
export const ContentCollaborationPayload = z
  .strictObject({
    room_id: LessonRoomId,
    changes: YjsUpdateBase64.nullable().default(null),
    cursor_position: CursorPosition.nullable().optional(),
  })
  .refine((payload) => payload.changes !== null || payload.cursor_position !== undefined, {
    message: 'Send changes, a cursor_position, or both',
    path: ['changes'],
  });
export type ContentCollaborationPayload = z.input<typeof ContentCollaborationPayload>;

/** The acknowledgement of content_collaboration: the log position of the stored changes, if there were any. */
export type ContentCollaborationAck = { ok: true; position: LogPosition | null } | { ok: false; error: string };

/** The colours collaborators are shown in; a user keeps the same one on every node and every visit. */
export const collaboratorColours = ['#e6194b', '#3cb44b', '#4363d8', '#f58231', '#911eb4', '#008080', '#9a6324', '#800000'] as const;

export const Collaborator = z.object({
  /** One per connection: the same person in two tabs is two collaborators. */
  collaborator_id: z.string(),
  user_id: z.string(),
  name: z.string(),
  colour: z.string(),
  cursor_position: CursorPosition.nullable(),
});
export type Collaborator = z.infer<typeof Collaborator>;

/** The join_room acknowledgement of a lesson room: the document as it stands, and who the joiner is in it. */
export const LessonRoomJoined = z.object({
  ok: z.literal(true),
  room: z.string(),
  replayed: z.number(),
  /** The whole document as one Yjs update, base64. */
  state: z.string(),
  /** The server's Yjs state vector, base64: the client sends back whatever it has beyond it. */
  state_vector: z.string(),
  collaborator_id: z.string(),
  colour: z.string(),
});
export type LessonRoomJoined = z.infer<typeof LessonRoomJoined>;

/** content_collaboration, server to client: stored changes (from the log, so every node relays them) or presence. */
export const ContentCollaborationPush = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('changes'),
    room: z.string(),
    room_id: z.string(),
    position: LogPosition,
    changes: z.string(),
    author_id: z.string(),
  }),
  z.object({
    kind: z.literal('presence'),
    room: z.string(),
    room_id: z.string(),
    collaborators: z.array(Collaborator),
  }),
]);
export type ContentCollaborationPush = z.infer<typeof ContentCollaborationPush>;
