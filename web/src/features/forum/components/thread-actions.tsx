import type { ForumThreadResponse } from '@pathwise/contracts';
import { useT } from '../../../shared/i18n';
import { useSetThreadFollowing } from '../api/set-thread-following';
import { useSetThreadLocked } from '../api/set-thread-locked';
import { useSetThreadPinned } from '../api/set-thread-pinned';
import { forumMessages } from '../messages';

interface ThreadActionsProps {
  readonly courseId: string;
  readonly thread: ForumThreadResponse;
  readonly onError: (error: unknown) => void;
}

/** Follow for everyone; pin and lock for the course's staff. Toggle buttons say their state with aria-pressed. */
export function ThreadActions({ courseId, thread, onError }: ThreadActionsProps) {
  const t = useT(forumMessages);
  const follow = useSetThreadFollowing(courseId, thread.threadId);
  const pin = useSetThreadPinned(courseId, thread.threadId);
  const lock = useSetThreadLocked(courseId, thread.threadId);
  const busy = follow.isPending || pin.isPending || lock.isPending;
  const toggle = (mutation: typeof follow, on: boolean) => {
    if (!busy) mutation.mutate(on, { onError });
  };

  return (
    <div className="forum-actions" role="group" aria-label={t('moderation')}>
      <button
        type="button"
        className="button button-secondary"
        aria-pressed={thread.following}
        aria-describedby="forum-follow-hint"
        aria-disabled={busy}
        onClick={() => toggle(follow, !thread.following)}
      >
        {thread.following ? t('following') : t('follow')}
      </button>
      <span id="forum-follow-hint" className="sr-only">
        {t('followHint')}
      </span>
      {thread.viewer.canModerate && (
        <>
          <button type="button" className="button button-secondary" aria-disabled={busy} onClick={() => toggle(pin, !thread.pinned)}>
            {thread.pinned ? t('unpin') : t('pin')}
          </button>
          <button type="button" className="button button-secondary" aria-disabled={busy} onClick={() => toggle(lock, !thread.locked)}>
            {thread.locked ? t('unlock') : t('lock')}
          </button>
        </>
      )}
    </div>
  );
}
