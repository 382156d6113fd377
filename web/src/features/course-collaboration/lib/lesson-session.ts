import {
  ContentCollaborationPush,
  LESSON_TEXT_NAME,
  LessonRoomJoined,
  clientSocketEvents,
  lessonRoomId,
  serverSocketEvents,
  type Collaborator,
  type ContentCollaborationAck,
  type ContentCollaborationPayload,
  type CursorPosition,
} from '@pathwise/contracts';
import * as Y from 'yjs';
import type { RealtimeSocket } from '../../../shared/realtime/realtime-socket';
import { fromBase64, toBase64 } from './base64';
import { textChange } from './text-change';

/** Local keystrokes within this window go out as one update. */
export const SEND_BATCH_MS = 80;

/**
 * - connecting: no connection; edits stay in this tab and are sent on reconnect.
 * - joining: asking the server for the document.
 * - saved: everything typed here is stored.
 * - saving: changes on their way.
 * - refused: the server will not let this user edit (or refused the changes); `error` says why.
 */
export type LessonSessionStatus = 'connecting' | 'joining' | 'saved' | 'saving' | 'refused';

export interface LessonSessionSnapshot {
  readonly status: LessonSessionStatus;
  readonly text: string;
  /** The others in the room (this tab excluded). */
  readonly collaborators: readonly Collaborator[];
  readonly colour: string | null;
  readonly error: string | null;
}

const REMOTE = Symbol('remote');

/**
 * One lesson's shared text in this tab: a Y.Doc kept in step with the server over content_collaboration. Local
 * edits are batched, sent one batch at a time, and resent as a diff against the server's state after a reconnect,
 * so nothing typed is lost while offline.
 */
export class LessonSession {
  readonly doc = new Y.Doc();
  readonly text = this.doc.getText(LESSON_TEXT_NAME);
  readonly roomId: string;
  #snapshot: LessonSessionSnapshot = { status: 'connecting', text: '', collaborators: [], colour: null, error: null };
  #listeners = new Set<() => void>();
  #joined = false;
  #collaboratorId: string | null = null;
  #unsent: Uint8Array[] = [];
  #inFlight = false;
  /** Numbers each batch, so that an answer to a batch sent before a reconnect is not taken for a newer one. */
  #batch = 0;
  /** Set when the server refused a batch: later edits build on it, so nothing more is sent until a rejoin. */
  #stalled = false;
  #cursor: CursorPosition | null | undefined = undefined;
  #timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly socket: RealtimeSocket,
    courseId: string,
    lessonId: string,
  ) {
    this.roomId = lessonRoomId(courseId, lessonId);
    this.doc.on('update', (update: Uint8Array, origin: unknown) => {
      if (origin !== REMOTE) {
        this.#unsent.push(update);
        this.#schedule();
      }
      this.#update({ text: this.text.toString() });
    });
  }

  /** Starts following the socket; returns the stop, which leaves the room. */
  start(): () => void {
    const onConnect = () => this.#join();
    const onDisconnect = () => {
      this.#joined = false;
      this.#inFlight = false;
      this.#update({ status: 'connecting', collaborators: [] });
    };
    const onPush = (raw: unknown) => this.#receive(raw);
    this.socket.on('connect', onConnect);
    this.socket.on('disconnect', onDisconnect);
    this.socket.on(serverSocketEvents.contentCollaboration, onPush);
    if (this.socket.connected) this.#join();
    return () => {
      this.socket.off('connect', onConnect);
      this.socket.off('disconnect', onDisconnect);
      this.socket.off(serverSocketEvents.contentCollaboration, onPush);
      if (this.#timer) clearTimeout(this.#timer);
      if (this.socket.connected && this.#joined) this.socket.emit(clientSocketEvents.leaveRoom, { room_id: this.roomId, room_type: 'lesson' });
      this.#joined = false;
    };
  }

  /** After a refusal: asks for the document again and resends what the server does not have. */
  retry(): void {
    if (this.socket.connected) this.#join();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  getSnapshot = (): LessonSessionSnapshot => this.#snapshot;

  /** Makes the shared text equal to what the textarea now holds, as the one splice the user made. */
  replaceText(next: string): void {
    const change = textChange(this.text.toString(), next);
    if (!change) return;
    this.doc.transact(() => {
      if (change.deleteCount > 0) this.text.delete(change.index, change.deleteCount);
      if (change.insert) this.text.insert(change.index, change.insert);
    });
  }

  /** Where this user's cursor or selection now is, as relative positions (see relativeCursor); null: not in the text. */
  moveCursor(cursor: CursorPosition | null): void {
    this.#cursor = cursor;
    this.#schedule();
  }

  /** A selection in text indexes as relative positions: they stay before the same characters whatever others type. */
  relativeCursor(selection: { anchor: number; head: number }): CursorPosition {
    const relative = (index: number) => toBase64(Y.encodeRelativePosition(Y.createRelativePositionFromTypeIndex(this.text, index)));
    return { anchor: relative(selection.anchor), head: relative(selection.head) };
  }

  /** A collaborator's cursor as text indexes in this tab's document, following the edits made since. */
  absoluteCursor(cursor: CursorPosition | null): { anchor: number; head: number } | null {
    if (!cursor) return null;
    const absolute = (encoded: string) =>
      Y.createAbsolutePositionFromRelativePosition(Y.decodeRelativePosition(fromBase64(encoded)), this.doc)?.index ?? null;
    const anchor = absolute(cursor.anchor);
    const head = absolute(cursor.head);
    return anchor === null || head === null ? null : { anchor, head };
  }

  #join(): void {
    this.#update({ status: 'joining', error: null });
    this.socket.emit(clientSocketEvents.joinRoom, { room_id: this.roomId, room_type: 'lesson' }, (raw: unknown) => {
      const joined = LessonRoomJoined.safeParse(raw);
      if (!joined.success) {
        const error = typeof raw === 'object' && raw !== null && 'error' in raw ? String(raw.error) : 'Could not open the lesson';
        this.#update({ status: 'refused', error });
        return;
      }
      const { state, state_vector: stateVector, collaborator_id: collaboratorId, colour } = joined.data;
      Y.applyUpdate(this.doc, fromBase64(state), REMOTE);
      // Whatever this tab holds beyond the server's state (typed offline, or unacknowledged) goes out as one diff.
      const missing = Y.encodeStateAsUpdate(this.doc, fromBase64(stateVector));
      const decoded = Y.decodeUpdate(missing);
      this.#unsent = decoded.structs.length > 0 || decoded.ds.clients.size > 0 ? [missing] : [];
      this.#joined = true;
      this.#stalled = false;
      this.#collaboratorId = collaboratorId;
      this.#update({ colour, status: this.#unsent.length > 0 ? 'saving' : 'saved' });
      this.#flush();
    });
  }

  #receive(raw: unknown): void {
    const parsed = ContentCollaborationPush.safeParse(raw);
    if (!parsed.success || parsed.data.room_id !== this.roomId) return;
    const push = parsed.data;
    if (push.kind === 'changes') Y.applyUpdate(this.doc, fromBase64(push.changes), REMOTE);
    else this.#update({ collaborators: push.collaborators.filter((each) => each.collaborator_id !== this.#collaboratorId) });
  }

  #schedule(): void {
    if (this.#timer) return;
    if (this.#snapshot.status === 'saved' && this.#unsent.length > 0 && !this.#stalled) this.#update({ status: 'saving' });
    this.#timer = setTimeout(() => {
      this.#timer = null;
      this.#flush();
    }, SEND_BATCH_MS);
  }

  /** Sends what is waiting, one batch at a time; the next batch goes when the server has answered this one. */
  #flush(): void {
    if (!this.#joined || this.#inFlight || this.#stalled || !this.socket.connected) return;
    if (this.#unsent.length === 0 && this.#cursor === undefined) return;
    const payload: ContentCollaborationPayload = {
      room_id: this.roomId,
      changes: this.#unsent.length > 0 ? toBase64(Y.mergeUpdates(this.#unsent)) : null,
    };
    if (this.#cursor !== undefined) payload.cursor_position = this.#cursor;
    const sending = this.#unsent;
    this.#unsent = [];
    this.#cursor = undefined;
    this.#inFlight = true;
    const batch = ++this.#batch;
    this.socket.emit(clientSocketEvents.contentCollaboration, payload, (ack: ContentCollaborationAck) => {
      if (batch !== this.#batch || !this.#inFlight) return;
      this.#inFlight = false;
      if (!ack.ok) {
        // Kept, so that a rejoin's diff carries them again; the server said why it would not take them.
        this.#unsent = [...sending, ...this.#unsent];
        this.#stalled = true;
        this.#update({ status: 'refused', error: ack.error });
        return;
      }
      this.#update({ status: this.#unsent.length > 0 ? 'saving' : 'saved', error: null });
      this.#flush();
    });
  }

  #update(change: Partial<LessonSessionSnapshot>): void {
    this.#snapshot = { ...this.#snapshot, ...change };
    for (const listener of [...this.#listeners]) listener();
  }
}
