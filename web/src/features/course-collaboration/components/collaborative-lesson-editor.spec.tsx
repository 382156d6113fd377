import {
  LESSON_TEXT_NAME,
  clientSocketEvents,
  serverSocketEvents,
  type Collaborator,
  type ContentCollaborationPayload,
  type ContentCollaborationPush,
  type RoomAck,
} from '@pathwise/contracts';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { AppProvider } from '../../../app/provider';
import { FakeSocket } from '../../../testing/fake-socket';
import { createTestQueryClient } from '../../../testing/render-app';
import { fromBase64, toBase64 } from '../lib/base64';
import { CollaborativeLessonEditor } from './collaborative-lesson-editor';

/**
 * Plays the server: a Y.Doc that answers join_room with its state and takes content_collaboration changes into
 * itself, or refuses, as the test says.
 */
function fakeServer(initialText = '') {
  const doc = new Y.Doc();
  doc.getText(LESSON_TEXT_NAME).insert(0, initialText);
  const socket = new FakeSocket();
  const rules = { refuseJoin: null as string | null, refuseChanges: null as string | null };
  socket.answer = (event, payload) => {
    if (event === clientSocketEvents.joinRoom) {
      if (rules.refuseJoin) return { ok: false, error: rules.refuseJoin };
      return {
        ok: true,
        room: 'lesson:c1.l1',
        replayed: 0,
        state: toBase64(Y.encodeStateAsUpdate(doc)),
        state_vector: toBase64(Y.encodeStateVector(doc)),
        collaborator_id: 'me',
        colour: '#3cb44b',
      } as unknown as RoomAck;
    }
    if (event === clientSocketEvents.contentCollaboration) {
      if (rules.refuseChanges) return { ok: false, error: rules.refuseChanges };
      const { changes } = payload as ContentCollaborationPayload;
      if (changes) Y.applyUpdate(doc, fromBase64(changes));
      return { ok: true, position: '7' } as unknown as RoomAck;
    }
    return { ok: true, room: 'lesson:c1.l1', replayed: 0 };
  };
  return { doc, socket, rules, text: () => doc.getText(LESSON_TEXT_NAME).toString() };
}

/** In StrictMode, as the app runs: the session must survive React mounting it twice. */
function renderEditor(server: ReturnType<typeof fakeServer>) {
  server.socket.connect();
  render(
    <StrictMode>
      <AppProvider queryClient={createTestQueryClient()} socket={server.socket}>
        <CollaborativeLessonEditor courseId="c1" lessonId="l1" />
      </AppProvider>
    </StrictMode>,
  );
}

/** The editor as its author sees it. */
const editor = {
  textarea: () => screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Lesson text' }),
  status: () => screen.getByRole('status').textContent,
  type(value: string, caret = value.length) {
    const textarea = editor.textarea();
    fireEvent.change(textarea, { target: { value, selectionStart: caret, selectionEnd: caret } });
  },
};

/** Another author's edit, made on a copy of the server's document and pushed as the log would push it. */
function remoteEdit(server: ReturnType<typeof fakeServer>, change: (text: Y.Text) => void) {
  const other = new Y.Doc();
  Y.applyUpdate(other, Y.encodeStateAsUpdate(server.doc));
  const before = Y.encodeStateVector(other);
  change(other.getText(LESSON_TEXT_NAME));
  const update = Y.encodeStateAsUpdate(other, before);
  Y.applyUpdate(server.doc, update);
  const push: ContentCollaborationPush = {
    kind: 'changes',
    room: 'lesson:c1.l1',
    room_id: 'c1.l1',
    position: '9',
    changes: toBase64(update),
    author_id: 'maya',
  };
  act(() => server.socket.push(serverSocketEvents.contentCollaboration, push));
}

describe('CollaborativeLessonEditor', () => {
  it("joins the lesson's room and shows the text the server holds", () => {
    const server = fakeServer('Fractions are parts of a whole.');
    renderEditor(server);

    expect(server.socket.sentPayloads(clientSocketEvents.joinRoom).at(-1)).toEqual({ room_id: 'c1.l1', room_type: 'lesson' });
    expect(editor.textarea().value).toBe('Fractions are parts of a whole.');
    expect(editor.status()).toBe('All changes saved');
  });

  it('sends what the author types as Yjs changes that give the server the same text', async () => {
    const server = fakeServer('Hello');
    renderEditor(server);

    editor.type('Hello, world');
    expect(editor.status()).toBe('Saving…');

    await waitFor(() => expect(server.text()).toBe('Hello, world'));
    expect(editor.status()).toBe('All changes saved');
  });

  it('formats the selection from the toolbar as one Yjs change, keeping it selected, with another author’s edit merged', async () => {
    const server = fakeServer('a half cup');
    renderEditor(server);
    const textarea = editor.textarea();
    textarea.focus();
    textarea.setSelectionRange(2, 6);

    fireEvent.click(screen.getByRole('button', { name: 'Heading' }));
    expect(textarea.value).toBe('## a half cup');
    expect(textarea.selectionStart).toBe(13);
    textarea.setSelectionRange(5, 9);
    fireEvent.keyDown(textarea, { code: 'KeyB', key: 'b', ctrlKey: true });
    remoteEdit(server, (text) => text.insert(text.length, ' of flour'));

    expect(textarea.value).toBe('## a **half** cup of flour');
    expect(textarea.value.slice(textarea.selectionStart, textarea.selectionEnd)).toBe('half');
    await waitFor(() => expect(server.text()).toBe('## a **half** cup of flour'));
  });

  it("merges another author's pushed edit into the text without losing the author's own", async () => {
    const server = fakeServer('middle');
    renderEditor(server);

    editor.type('middle end');
    remoteEdit(server, (text) => text.insert(0, 'start '));

    expect(editor.textarea().value).toBe('start middle end');
    await waitFor(() => expect(server.text()).toBe('start middle end'));
  });

  it('shows who else is editing, in their colour, and where their cursor is', () => {
    const server = fakeServer('first line\nsecond line');
    renderEditor(server);
    const at = (index: number) =>
      toBase64(Y.encodeRelativePosition(Y.createRelativePositionFromTypeIndex(server.doc.getText(LESSON_TEXT_NAME), index)));
    const maya: Collaborator = {
      collaborator_id: 'socket-maya',
      user_id: 'maya',
      name: 'Maya',
      colour: '#e6194b',
      cursor_position: { anchor: at(14), head: at(14) },
    };
    const me: Collaborator = { collaborator_id: 'me', user_id: 'diego', name: 'Diego', colour: '#3cb44b', cursor_position: null };
    expect(screen.getByText('Only you are editing this lesson right now.')).toBeTruthy();

    act(() =>
      server.socket.push(serverSocketEvents.contentCollaboration, { kind: 'presence', room: 'lesson:c1.l1', room_id: 'c1.l1', collaborators: [me, maya] }),
    );

    const person = screen.getByText('Maya').closest('li')!;
    expect(person.textContent).toContain('line 2, column 4');
    expect(person.querySelector<HTMLElement>('.coedit-swatch')!.style.background).toBe('rgb(230, 25, 75)');
    expect(screen.queryByText('Diego')).toBeNull();
    expect(screen.getByTestId('caret-socket-maya').dataset.name).toBe('Maya');
  });

  it("sends the author's cursor as relative positions the server can relay", async () => {
    const server = fakeServer('abcdef');
    renderEditor(server);

    const textarea = editor.textarea();
    textarea.focus();
    textarea.setSelectionRange(2, 4);
    fireEvent.select(textarea);

    await waitFor(() => expect(server.socket.sentPayloads(clientSocketEvents.contentCollaboration)).toHaveLength(1));
    const [sent] = server.socket.sentPayloads(clientSocketEvents.contentCollaboration) as ContentCollaborationPayload[];
    const head = Y.createAbsolutePositionFromRelativePosition(Y.decodeRelativePosition(fromBase64(sent!.cursor_position!.head)), server.doc);
    expect(head?.index).toBe(4);
    expect(sent!.changes).toBeNull();
  });

  it('keeps edits made while offline and saves them after reconnecting', async () => {
    const server = fakeServer('online');
    renderEditor(server);

    act(() => server.socket.drop());
    expect(editor.status()).toBe('Offline: your changes are kept here and saved when the connection returns');
    editor.type('online, then offline');
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(server.text()).toBe('online');

    act(() => server.socket.connect());

    await waitFor(() => expect(server.text()).toBe('online, then offline'));
    expect(editor.status()).toBe('All changes saved');
  });

  it('says why a user may not edit, and leaves the text read-only', () => {
    const server = fakeServer();
    server.rules.refuseJoin = "Only the course's creator and co-authors may edit its lessons";
    renderEditor(server);

    expect(editor.status()).toBe("Not saved: Only the course's creator and co-authors may edit its lessons");
    expect(editor.textarea().readOnly).toBe(true);
  });

  it('shows a refusal of changes and sends them again on retry', async () => {
    const server = fakeServer('kept');
    server.rules.refuseChanges = 'Could not save the changes; they are kept in your editor and sent again on reconnect';
    renderEditor(server);

    editor.type('kept safe');
    await waitFor(() => expect(editor.status()).toMatch(/^Not saved: Could not save the changes/));
    server.rules.refuseChanges = null;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));

    await waitFor(() => expect(server.text()).toBe('kept safe'));
    expect(editor.status()).toBe('All changes saved');
  });
});
