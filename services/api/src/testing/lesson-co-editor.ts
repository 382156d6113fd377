import {
  ContentCollaborationPush,
  LESSON_TEXT_NAME,
  clientSocketEvents,
  serverSocketEvents,
  type ContentCollaborationAck,
  type ContentCollaborationPayload,
  type LessonRoomJoined,
} from '@pathwise/contracts';
import * as Y from 'yjs';
import { TestSocket } from './socket-client.js';

const toBase64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');
const REMOTE = 'remote';

/**
 * A co-author in a test: a real socket and a Y.Doc, joined to one lesson room. Edits stay local until `send`, so a
 * test can make several authors edit before any of them hears the others.
 */
export class LessonCoEditor {
  readonly doc = new Y.Doc();
  readonly socket: TestSocket;
  #unsent: Uint8Array[] = [];

  constructor(
    url: string,
    token: string,
    readonly roomId: string,
    headers: Record<string, string> = {},
  ) {
    this.socket = new TestSocket(url, token, headers);
    this.socket.socket.on(serverSocketEvents.contentCollaboration, (raw: unknown) => {
      const push = ContentCollaborationPush.safeParse(raw);
      if (push.success && push.data.kind === 'changes' && push.data.room_id === this.roomId) {
        Y.applyUpdate(this.doc, Buffer.from(push.data.changes, 'base64'), REMOTE);
      }
    });
    this.doc.on('update', (update: Uint8Array, origin: unknown) => {
      if (origin !== REMOTE) this.#unsent.push(update);
    });
  }

  get text(): string {
    return this.doc.getText(LESSON_TEXT_NAME).toString();
  }

  /** Joins the room, takes the document from the acknowledgement, and queues whatever it has beyond it. */
  async join(): Promise<LessonRoomJoined | { ok: false; error: string }> {
    await this.socket.connected();
    const ack = (await this.socket.join({ room_id: this.roomId, room_type: 'lesson' })) as LessonRoomJoined | { ok: false; error: string };
    if (!ack.ok) return ack;
    Y.applyUpdate(this.doc, Buffer.from(ack.state, 'base64'), REMOTE);
    const missing = Y.encodeStateAsUpdate(this.doc, Buffer.from(ack.state_vector, 'base64'));
    this.#unsent = Y.decodeUpdate(missing).structs.length > 0 ? [missing] : [];
    return ack;
  }

  /** A local edit, not sent yet. */
  edit(change: (text: Y.Text) => void): void {
    change(this.doc.getText(LESSON_TEXT_NAME));
  }

  /** Sends the local edits since the last send as one update. */
  async send(): Promise<ContentCollaborationAck> {
    const merged = Y.mergeUpdates(this.#unsent);
    this.#unsent = [];
    return this.emit({ room_id: this.roomId, changes: toBase64(merged) });
  }

  emit(payload: ContentCollaborationPayload | Record<string, unknown>): Promise<ContentCollaborationAck> {
    return this.socket.emitWithAck(clientSocketEvents.contentCollaboration, payload) as Promise<ContentCollaborationAck>;
  }

  /** Presence pushes received, newest last. */
  presence() {
    return this.socket
      .of(serverSocketEvents.contentCollaboration)
      .map((raw) => ContentCollaborationPush.parse(raw))
      .filter((push) => push.kind === 'presence');
  }

  close(): void {
    this.socket.close();
    this.doc.destroy();
  }
}
