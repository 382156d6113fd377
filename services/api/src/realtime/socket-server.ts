import { randomUUID } from 'node:crypto';
import type { Server as HttpServer } from 'node:http';
import {
  ContentCollaborationPayload,
  JoinRoomPayload,
  LearningEventSocketPayload,
  LeaveRoomPayload,
  clientSocketEvents,
  roomName,
  serverSocketEvents,
  type AdaptiveResponsePush,
  type RoomAck,
} from '@pathwise/contracts';
import type { Language } from '@pathwise/event-schemas';
import { Server, type Socket } from 'socket.io';
import type { LessonCollaboration } from '../features/course-collaboration/index.js';
import type { Actor } from '../kernel/actor.js';
import { sessionCookieIn, type Identity } from '../features/identity/index.js';
import { learningEventFromRequest, type LearningCommands } from '../features/learning/index.js';
import { problemFor } from '../http/problem-details.js';
import { wordProblem, wordProblemText } from '../http/problem-wording/word-problem.js';
import { zodWordingFor } from '../http/zod-wording.js';
import type { Logger } from '../observability/logger.js';
import type { Metrics } from '../observability/metrics.js';
import { refusalToJoin } from './room-policies.js';
import type { PushGateway } from './push-gateway.js';
import { setSocketActor, socketActor } from './socket-identity.js';
import { readSocketLanguage, socketLanguage } from './socket-language.js';
import { invalidPayload, wordReply } from './socket-refusals.js';
import { refuseUnsafePayloads } from './unsafe-payloads.js';

export interface SocketServerDeps {
  readonly identity: Identity;
  readonly learning: LearningCommands;
  /** Answers a learning_event sent with requires_response (an adaptive_response to that socket). */
  readonly respond: (event: { eventId: string; learnerId: string; courseId: string }) => Promise<AdaptiveResponsePush>;
  readonly logger: Logger;
  readonly metrics: Metrics;
}

type Ack = (reply: unknown) => void;

/** Answers through the acknowledgement, if the client asked for one, with any refusal in the socket's language. */
const replyTo = (ack: unknown, language: Language): Ack =>
  typeof ack === 'function' ? (reply) => (ack as Ack)(wordReply(reply, language)) : () => {};

/**
 * Who a connecting socket is: a bearer token in the handshake's auth, or else the browser's session cookie (only
 * from this site's own pages, and without rotating it, since a handshake cannot carry a new cookie back).
 */
async function handshakeActor(identity: Identity, handshake: Socket['handshake']): Promise<Actor | null | 'refused'> {
  const token: unknown = handshake.auth?.token;
  if (token !== undefined && token !== null && token !== '') {
    const subject = await identity.tokens.verify(String(token)).catch(() => null);
    return (subject && (await identity.actors.resolve(subject.userId, subject.sessionId, 'bearer'))) ?? 'refused';
  }
  const cookie = sessionCookieIn(handshake.headers.cookie);
  if (!cookie) return null;
  const origin = handshake.headers.origin;
  if (origin && new URL(origin).host !== handshake.headers.host) return null;
  const check = await identity.sessions.checkCookie(cookie, { rotate: false });
  return check.valid ? identity.actors.resolve(check.session.userId, check.session.sessionId, 'cookie') : null;
}

/** Socket.IO on the API's own port: the spec's events, authenticated like HTTP requests. */
export function createSocketServer(httpServer: HttpServer, deps: SocketServerDeps): Server {
  const io = new Server(httpServer, { serveClient: false, maxHttpBufferSize: 100_000 });
  io.use(async (socket, next) => {
    const language = readSocketLanguage(socket);
    const actor = await handshakeActor(deps.identity, socket.handshake).catch(() => 'refused' as const);
    if (actor === 'refused') return next(new Error(wordProblemText('The access token is invalid or its session has ended', language)));
    setSocketActor(socket, actor);
    next();
  });
  return io;
}

/** Wires the client events once the gateway that serves joins exists; lesson rooms go to co-editing. */
export function handleSocketEvents(io: Server, gateway: PushGateway, deps: SocketServerDeps, collaboration: LessonCollaboration): void {
  const joinForPushes = (socket: Socket, room: string) => gateway.join(socket, room, undefined);
  io.on('connection', (socket: Socket) => {
    const logger = deps.logger.child({ socketId: socket.id, userId: socketActor(socket)?.userId });
    const language = socketLanguage(socket);
    /**
     * The actor as its session and account stand now, so a demotion or a logout counts from the next client event
     * even before this node reads it from the log; a socket whose session ended is let go after its answer.
     */
    const actor = async (): Promise<Actor | null> => {
      const known = socketActor(socket);
      if (!known) return null;
      const current = await deps.identity.actors.resolve(known.userId, known.sessionId, known.via);
      setSocketActor(socket, current);
      if (!current) setImmediate(() => socket.disconnect(true));
      return current;
    };
    deps.metrics.socketConnections.inc();
    refuseUnsafePayloads(socket, language);
    socket.on('disconnect', () => {
      deps.metrics.socketConnections.dec();
      collaboration.disconnected(socket);
    });

    socket.on(clientSocketEvents.joinRoom, async (payload: unknown, ack: unknown) => {
      const reply = replyTo(ack, language);
      const parsed = JoinRoomPayload.safeParse(payload, zodWordingFor(language));
      if (!parsed.success) return reply(invalidPayload(parsed.error, language));
      const { room_id: roomId, room_type: roomType, since_position: since } = parsed.data;
      try {
        const current = await actor();
        if (roomType === 'lesson') return reply(await collaboration.join(socket, current, roomId, joinForPushes));
        const refusal = refusalToJoin(current, roomType, roomId);
        if (refusal) return reply({ ok: false, error: refusal } satisfies RoomAck);
        const room = roomName(roomType, roomId);
        const replayed = await gateway.join(socket, room, since === undefined ? undefined : BigInt(since));
        reply({ ok: true, room, replayed } satisfies RoomAck);
      } catch (error) {
        logger.error({ err: error }, 'join_room failed');
        reply({ ok: false, error: 'Could not join the room; try again' } satisfies RoomAck);
      }
    });

    socket.on(clientSocketEvents.leaveRoom, async (payload: unknown, ack: unknown) => {
      const reply = replyTo(ack, language);
      const parsed = LeaveRoomPayload.safeParse(payload, zodWordingFor(language));
      if (!parsed.success) return reply(invalidPayload(parsed.error, language));
      const room = roomName(parsed.data.room_type, parsed.data.room_id);
      if (parsed.data.room_type === 'lesson') await collaboration.leave(socket, parsed.data.room_id);
      else await socket.leave(room);
      reply({ ok: true, room, replayed: 0 } satisfies RoomAck);
    });

    socket.on(clientSocketEvents.contentCollaboration, async (payload: unknown, ack: unknown) => {
      const reply = replyTo(ack, language);
      const parsed = ContentCollaborationPayload.safeParse(payload, zodWordingFor(language));
      if (!parsed.success) return reply(invalidPayload(parsed.error, language));
      const answer = await actor()
        .then((current) => collaboration.receive(socket, current, parsed.data, `socket:${socket.id}:${randomUUID()}`))
        .catch((error: unknown) => {
          logger.error({ err: error }, 'content_collaboration failed');
          return { ok: false as const, error: 'Could not handle the changes; try again' };
        });
      reply(answer);
    });

    socket.on(clientSocketEvents.learningEvent, async (payload: unknown, ack: unknown) => {
      const reply = replyTo(ack, language);
      const current = await actor().catch((error: unknown) => {
        logger.error({ err: error }, 'reading the socket account failed');
        return undefined;
      });
      if (current === undefined) return reply({ ok: false, error: 'Could not record the event; try again' });
      if (!current) return reply({ ok: false, error: 'Sign in to record learning events' });
      const parsed = LearningEventSocketPayload.safeParse(payload, zodWordingFor(language));
      if (!parsed.success) return reply(invalidPayload(parsed.error, language));
      const { event_type: eventType, room_id: roomId, data, requires_response: requiresResponse } = parsed.data;
      if (roomId !== data.courseId) return reply({ ok: false, error: 'room_id must be the course of the event (data.courseId)' });
      try {
        const result = await deps.learning.record(
          learningEventFromRequest({ ...data, eventType }, data.userId),
          { actor: current, requestId: `socket:${socket.id}:${randomUUID()}` },
        );
        const [event] = result.events;
        reply({ ok: true, eventId: event!.id, position: event!.position.toString(), duplicate: result.idempotentReplay });
        if (requiresResponse) {
          // Recorded either way: a failed answer is logged, never turned into a refusal of the event.
          await deps
            .respond({ eventId: event!.id, learnerId: data.userId, courseId: data.courseId })
            .then((answer) => socket.emit(serverSocketEvents.adaptiveResponse, answer))
            .catch((error: unknown) => logger.error({ err: error }, 'adaptive_response failed'));
        }
      } catch (error) {
        const { problem: english, expected } = problemFor(error, '100kb');
        if (!expected) logger.error({ err: error }, 'learning_event failed');
        const problem = wordProblem(english, language);
        reply({ ok: false, error: problem.detail ?? problem.title, status: problem.status, errors: problem.errors ?? [] });
      }
    });
  });
}
