import type { ForumThreadSummary } from '@pathwise/contracts';
import { Link } from '@tanstack/react-router';
import { useFormat, useT } from '../../../shared/i18n';
import { forumMessages } from '../messages';

interface ThreadListProps {
  readonly courseId: string;
  readonly threads: readonly ForumThreadSummary[];
  /** The next page is on its way: the list stays but says it is stale. */
  readonly busy: boolean;
}

/** The threads of one page: each a link to the thread, with its state (pinned, locked, answered) in words. */
export function ThreadList({ courseId, threads, busy }: ThreadListProps) {
  const t = useT(forumMessages);
  const format = useFormat();
  return (
    <ul className="forum-thread-list" aria-label={t('threads')} aria-busy={busy}>
      {threads.map((thread) => (
        <li key={thread.threadId} className={thread.pinned ? 'forum-thread forum-thread-pinned' : 'forum-thread'}>
          <Link className="forum-thread-title" to="/courses/$courseId/forum" params={{ courseId }} search={{ thread: thread.threadId }}>
            {thread.title}
          </Link>
          <p className="forum-thread-meta">
            {thread.pinned && <span className="badge">{t('pinned')}</span>}
            {thread.locked && <span className="badge">{t('locked')}</span>}
            {thread.answered && <span className="badge badge-positive">{t('answered')}</span>}
            <span>{t('byAuthor', { name: thread.authorName ?? t('formerMember') })}</span>
            <span>{t('replyCount', { count: thread.replyCount })}</span>
            <time dateTime={thread.lastActivityAt}>
              {t('lastActivity', { when: format.date(thread.lastActivityAt, { dateStyle: 'medium', timeStyle: 'short' }) })}
            </time>
          </p>
        </li>
      ))}
    </ul>
  );
}
