import {
  clientSocketEvents,
  roomName,
  serverSocketEvents,
  type JoinRoomPayload,
  type LearningUpdatePush,
  type LogPosition,
  type RoomAck,
  type RoomType,
} from '@pathwise/contracts';
import { logger } from '../lib/logger';
import type { RealtimeSocket } from './realtime-socket';

type PushSchema = typeof LearningUpdatePush;

/** The pushes' schema, loaded with the first push rather than with the app; once loaded, pushes are checked as they come. */
const pushSchema: { loaded?: PushSchema; loading?: Promise<PushSchema> } = {};

/** Loads the pushes' schema once; a spec that times pushes with fake timers awaits it first. */
export function loadPushSchema(): Promise<PushSchema> {
  pushSchema.loading ??= import('./learning-update-push.schema').then(
    (schemas) => (pushSchema.loaded = schemas.LearningUpdatePush),
  );
  return pushSchema.loading;
}

export interface RoomDescriptor {
  room_id: string;
  room_type: RoomType;
}

export interface RoomListener {
  /** A push that concerns this room; sockets notify, so the listener typically invalidates queries. */
  onUpdate?: (push: LearningUpdatePush) => void;
  /** The client missed more than the server replays: refetch everything the room feeds. */
  onResync?: () => void;
}

interface RoomEntry {
  descriptor: RoomDescriptor;
  listeners: Set<RoomListener>;
  lastPosition: LogPosition | undefined;
  /** Set after a first acknowledged join, so a later join is known to be a resume. */
  joinedBefore: boolean;
}

/**
 * Keeps the rooms the app is in and the last log position seen in each, and re-joins them from that position on
 * every (re)connect, so the server replays what was missed while the connection was down.
 */
export class RoomSubscriptions {
  private readonly rooms = new Map<string, RoomEntry>();
  private started = false;

  constructor(
    private readonly socket: RealtimeSocket,
    private readonly warn: (message: string, detail: unknown) => void = logger.warn,
  ) {}

  /** Starts listening to the socket; returns the matching stop. */
  start(): () => void {
    // The pushes' schema (and zod with it) loads with the first push, not with the connection: a page whose rooms
    // stay quiet (a visitor's home on a calm day) never evaluates it, which on a phone is some 200 ms of work.
    const onConnect = () => this.joinAll();
    const onUpdate = (raw: unknown) => this.receiveUpdate(raw);
    const onResync = (raw: unknown) => this.receiveResync(raw);
    this.socket.on('connect', onConnect);
    this.socket.on(serverSocketEvents.learningUpdate, onUpdate);
    this.socket.on(serverSocketEvents.resyncRequired, onResync);
    this.started = true;
    if (this.socket.connected) onConnect();
    return () => {
      this.started = false;
      this.socket.off('connect', onConnect);
      this.socket.off(serverSocketEvents.learningUpdate, onUpdate);
      this.socket.off(serverSocketEvents.resyncRequired, onResync);
    };
  }

  /** Joins the room (once, however many listeners) and returns the leave for this listener. */
  join(descriptor: RoomDescriptor, listener: RoomListener): () => void {
    const name = roomName(descriptor.room_type, descriptor.room_id);
    let entry = this.rooms.get(name);
    if (!entry) {
      entry = { descriptor, listeners: new Set(), lastPosition: undefined, joinedBefore: false };
      this.rooms.set(name, entry);
      if (this.started && this.socket.connected) this.emitJoin(name, entry);
    }
    entry.listeners.add(listener);
    const joined = entry;
    return () => {
      joined.listeners.delete(listener);
      if (joined.listeners.size > 0 || this.rooms.get(name) !== joined) return;
      this.rooms.delete(name);
      if (this.socket.connected) this.socket.emit(clientSocketEvents.leaveRoom, { ...joined.descriptor });
    };
  }

  /** The last position seen in the room, the `since_position` of its next join. */
  lastPosition(descriptor: RoomDescriptor): LogPosition | undefined {
    return this.rooms.get(roomName(descriptor.room_type, descriptor.room_id))?.lastPosition;
  }

  private joinAll(): void {
    for (const [name, entry] of this.rooms) this.emitJoin(name, entry);
  }

  private emitJoin(name: string, entry: RoomEntry): void {
    const payload: JoinRoomPayload = { ...entry.descriptor };
    if (entry.lastPosition !== undefined) payload.since_position = entry.lastPosition;
    const sincePosition = entry.lastPosition;
    this.socket.emit(clientSocketEvents.joinRoom, payload, (ack: RoomAck) => {
      if (this.rooms.get(name) !== entry) return;
      if (!ack.ok) {
        this.warn('Failed to subscribe', { room: name, error: ack.error });
        return;
      }
      // Resuming without a known position means the server had nothing to replay from: whatever happened while
      // the connection was down is unknown, so refetch.
      const resumedBlind = entry.joinedBefore && sincePosition === undefined;
      entry.joinedBefore = true;
      if (resumedBlind) this.notify(entry, (listener) => listener.onResync?.());
    });
  }

  private receiveUpdate(raw: unknown): void {
    if (pushSchema.loaded) {
      this.deliverUpdate(pushSchema.loaded.safeParse(raw));
      return;
    }
    // The pushes that come while it loads wait for the same load, so they reach the listeners in the order they came.
    loadPushSchema().then(
      (schema) => this.deliverUpdate(schema.safeParse(raw)),
      (error: unknown) => this.warn('Ignored a push: its schema failed to load', error),
    );
  }

  private deliverUpdate(parsed: ReturnType<PushSchema['safeParse']>): void {
    if (!parsed.success) {
      this.warn('Ignored a malformed learning_update push', parsed.error);
      return;
    }
    const push = parsed.data;
    const entry = this.rooms.get(push.room);
    if (!entry) return;
    // The server pushes in log order, which is not numeric order; resuming needs the last one received.
    entry.lastPosition = push.position;
    this.notify(entry, (listener) => listener.onUpdate?.(push));
  }

  private receiveResync(raw: unknown): void {
    const room = typeof raw === 'object' && raw !== null && 'room' in raw ? raw.room : undefined;
    const entry = typeof room === 'string' ? this.rooms.get(room) : undefined;
    if (entry) this.notify(entry, (listener) => listener.onResync?.());
  }

  private notify(entry: RoomEntry, call: (listener: RoomListener) => void): void {
    // A copy, because a listener may leave the room while being told.
    for (const listener of [...entry.listeners]) call(listener);
  }
}
