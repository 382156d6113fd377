import {
  parseLessonRoomId,
  roomName,
  serverSocketEvents,
  type ContentCollaborationAck,
  type ContentCollaborationPayload,
  type ContentCollaborationPush,
  type LessonRoomJoined,
} from '@pathwise/contracts';
import type { Server, Socket } from 'socket.io';
import type { z } from 'zod';
import type { Logger } from '../../observability/logger.js';
import type { CourseAccess } from '../../kernel/course-standing.js';
import type { Actor } from '../../kernel/actor.js';
import type { LessonDocuments } from './lesson-documents.service.js';
import { LessonPresence } from './lesson-presence.service.js';
import type { PresenceRelay } from './presence-relay.service.js';
import { LessonUpdateRefusedError } from './lesson-update.rules.js';

/** How long a staff check holds for a connection's updates before the course is asked again. */
const STAFF_RECHECK_MS = 30_000;

export interface LessonCollaborationDeps {
  readonly courseAccess: CourseAccess;
  readonly documents: LessonDocuments;
  /** The lesson's saved text, which an empty document starts from; null for an unknown lesson. */
  readonly savedText: (courseId: string, lessonId: string) => Promise<string | null>;
  /** The name collaborators see for a user. */
  readonly nameOf: (userId: string) => Promise<string>;
  readonly logger: Logger;
  readonly clock: () => Date;
  /** Tells other nodes who is here and hears who is there; null on a single node. */
  readonly presenceRelay: PresenceRelay | null;
}

type Refusal = { ok: false; error: string };
/** Joins the socket to a room so that log pushes reach it: the push gateway's join, which orders it with pushes. */
export type JoinRoom = (socket: Socket, room: string) => Promise<unknown>;

/**
 * Co-editing of lesson text in `lesson` rooms. Changes go through the log: stored here, then pushed to the room by
 * every node's push gateway, so authors on different nodes see each other's edits. Presence and cursors are
 * ephemeral: kept in memory, and shared with other nodes through the presence relay.
 */
export class LessonCollaboration {
  readonly #presence = new LessonPresence();

  constructor(
    private readonly io: Server,
    private readonly deps: LessonCollaborationDeps,
  ) {}

  async start(): Promise<void> {
    await this.deps.presenceRelay?.start((room) => this.#broadcastPresence(room, room.slice('lesson:'.length), false));
  }

  async stop(): Promise<void> {
    await this.deps.presenceRelay?.stop();
  }

  async join(socket: Socket, actor: Actor | null, roomId: string, joinRoom: JoinRoom): Promise<LessonRoomJoined | Refusal> {
    const lesson = parseLessonRoomId(roomId);
    if (!lesson) return { ok: false, error: 'room_id: Expected <courseId>.<lessonId>' };
    if (!actor) return { ok: false, error: "Sign in to edit a course's lessons" };
    const refusal = await this.#staffRefusal(lesson.courseId, actor.userId);
    if (refusal) return { ok: false, error: refusal };
    const room = roomName('lesson', roomId);
    // In the room first, then the state: a change stored in between is pushed to this socket or already in the state.
    await joinRoom(socket, room);
    const saved = await this.deps.savedText(lesson.courseId, lesson.lessonId);
    if (saved !== null) await this.deps.documents.seedIfEmpty(lesson.courseId, lesson.lessonId, saved);
    const { state, stateVector } = await this.deps.documents.state(lesson.courseId, lesson.lessonId).catch(async (error: unknown) => {
      await socket.leave(room);
      throw error;
    });
    const name = await this.deps.nameOf(actor.userId).catch(() => 'Co-author');
    const me = this.#presence.enter(room, socket.id, { userId: actor.userId, name }, this.deps.clock().getTime());
    // After the acknowledgement, so the joiner has the document before it hears who is in it.
    setImmediate(() => this.#broadcastPresence(room, roomId));
    return { ok: true, room, replayed: 0, state, state_vector: stateVector, collaborator_id: me.collaborator_id, colour: me.colour };
  }

  async leave(socket: Socket, roomId: string): Promise<void> {
    const room = roomName('lesson', roomId);
    await socket.leave(room);
    if (this.#presence.leave(room, socket.id)) this.#broadcastPresence(room, roomId);
  }

  disconnected(socket: Socket): void {
    for (const room of this.#presence.leaveAll(socket.id)) this.#broadcastPresence(room, room.slice('lesson:'.length));
  }

  /**
   * content_collaboration from a client, its payload checked by the socket's edge: store and relay its changes, and
   * show its cursor to the others.
   */
  async receive(
    socket: Socket,
    actor: Actor | null,
    payload: z.output<typeof ContentCollaborationPayload>,
    requestId: string,
  ): Promise<ContentCollaborationAck> {
    const { room_id: roomId, changes, cursor_position: cursor } = payload;
    const lesson = parseLessonRoomId(roomId)!;
    const room = roomName('lesson', roomId);
    const entry = this.#presence.entry(room, socket.id);
    if (!actor || !entry) return { ok: false, error: `Join the lesson room ${roomId} before sending changes to it` };
    const now = this.deps.clock().getTime();
    if (now - entry.staffCheckedAt > STAFF_RECHECK_MS) {
      const refusal = await this.#staffRefusal(lesson.courseId, actor.userId);
      if (refusal) {
        await this.leave(socket, roomId);
        return { ok: false, error: refusal };
      }
      entry.staffCheckedAt = now;
    }
    let position: bigint | null = null;
    if (changes !== null) {
      try {
        ({ position } = await this.deps.documents.apply(
          { ...lesson, authorId: actor.userId },
          new Uint8Array(Buffer.from(changes, 'base64')),
          { correlationId: requestId, causationId: requestId, actor: { kind: 'user', id: actor.userId } },
        ));
      } catch (error) {
        if (error instanceof LessonUpdateRefusedError) return { ok: false, error: error.message };
        this.deps.logger.error({ err: error, room }, 'storing lesson changes failed');
        return { ok: false, error: 'Could not save the changes; they are kept in your editor and sent again on reconnect' };
      }
    }
    if (cursor !== undefined) {
      this.#presence.moveCursor(room, socket.id, cursor);
      this.#broadcastPresence(room, roomId);
    }
    return { ok: true, position: position === null ? null : position.toString() };
  }

  async #staffRefusal(courseId: string, userId: string): Promise<string | null> {
    const standing = await this.deps.courseAccess.standing(courseId, userId);
    if (!standing) return `There is no course ${courseId}`;
    return standing.isStaff ? null : "Only the course's creator and co-authors may edit its lessons";
  }

  /** Tells this node's sockets in the room who is there on every node; `announce` when this node's members changed. */
  #broadcastPresence(room: string, roomId: string, announce = true): void {
    const here = this.#presence.collaborators(room);
    if (announce) this.deps.presenceRelay?.publish(room, here);
    const collaborators = [...here, ...(this.deps.presenceRelay?.remote(room) ?? [])];
    const push: ContentCollaborationPush = { kind: 'presence', room, room_id: roomId, collaborators };
    this.io.local.to(room).emit(serverSocketEvents.contentCollaboration, push);
  }
}
