import type { PathwiseEvent } from '@pathwise/event-schemas';
import type { StoredEvent } from '@pathwise/event-store';
import { describe, expect, it } from 'vitest';
import { exportedEvent, Pseudonyms } from './exported-event.js';

const pseudonyms = Pseudonyms.fromKeys({ exportKey: 'a key of at least thirty-two characters', personalDataKey: Buffer.alloc(32) });

function stored(event: PathwiseEvent, streamId: string): StoredEvent<PathwiseEvent> {
  return {
    ...event, id: 'event-1', streamId, streamVersion: 1, schemaVersion: 1, position: 7n, transactionId: 900n,
    recordedAt: new Date('2026-11-27T10:00:00Z'), metadata: { actor: { kind: 'user', id: 'admin-1' }, correlationId: 'request-1' },
  } as StoredEvent<PathwiseEvent>;
}

describe('an exported event', () => {
  it('keeps what analysts count by and replaces who someone is, in the data, the actor and the stream id', () => {
    const event = exportedEvent(
      stored({ type: 'ForumReplyPosted', data: { courseId: 'course-1', threadId: 'thread-1', postId: 'post-1', authorId: 'user-1', body: 'Ask Ada at ada@example.com' } } as PathwiseEvent, 'thread-thread-1'),
      pseudonyms,
    );
    expect(event).toMatchObject({ checkpoint: '900:7', position: '7', transactionId: '900', recordedAt: '2026-11-27T10:00:00.000Z', type: 'ForumReplyPosted' });
    expect(event.data).toMatchObject({ courseId: 'course-1', threadId: 'thread-1', authorId: pseudonyms.of('user-1'), body: '[withheld: 26 characters]' });
    expect(event.metadata).toEqual({ actor: { kind: 'user', id: pseudonyms.of('admin-1') }, correlationId: 'request-1' });
    expect(event.streamId).toBe(`thread-${pseudonyms.of('thread-1')}`);
  });

  it('withholds a reason an admin typed but keeps a reason that is a code, and leaves everything as stored without pseudonyms', () => {
    const typed = stored({ type: 'RoleChanged', data: { userId: 'user-1', from: 'student', to: 'creator', changedBy: 'admin-1', reason: 'Asked by phone' } }, 'account-user-1');
    expect(exportedEvent(typed, pseudonyms).data).toEqual({
      userId: pseudonyms.of('user-1'), from: 'student', to: 'creator', changedBy: pseudonyms.of('admin-1'), reason: '[withheld: 14 characters]',
    });
    const code = stored({ type: 'SignInFailed', data: { userId: 'user-1', reason: 'wrong_code' } }, 'account-user-1');
    expect(exportedEvent(code, pseudonyms).data).toEqual({ userId: pseudonyms.of('user-1'), reason: 'wrong_code' });
    expect(exportedEvent(typed, null)).toMatchObject({ streamId: 'account-user-1', data: typed.data, metadata: typed.metadata });
    expect(pseudonyms.of('user-1')).not.toBe(Pseudonyms.fresh().of('user-1'));
  });
});
