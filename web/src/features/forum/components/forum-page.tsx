import { useT } from '../../../shared/i18n';
import { useDocumentTitle } from '../../../shared/lib/use-document-title';
import { Pager } from '../../../shared/ui/pager';
import { QueryError } from '../../../shared/ui/query-error';
import { FORUM_PAGE_SIZE, useForumThreads } from '../api/get-forum-threads';
import { forumMessages } from '../messages';
import { useForumLiveUpdates } from '../realtime/use-forum-live-updates';
import { NewThreadForm } from './new-thread-form';
import { ThreadList } from './thread-list';
import { ThreadView } from './thread-view';
import '../forum.css';

export interface ForumPageProps {
  readonly courseId: string;
  /** The open thread, kept in the address (?thread=) so notifications and shared links open it. */
  readonly threadId: string | undefined;
  readonly page: number;
  readonly onNavigate: (to: { thread?: string; page?: number }) => void;
}

/** /courses/{courseId}/forum: the course's threads and a form to start one, or one open thread. */
export function ForumPage({ courseId, threadId, page, onNavigate }: ForumPageProps) {
  const t = useT(forumMessages);
  const threads = useForumThreads(courseId, page);
  useForumLiveUpdates(courseId);
  const courseTitle = threads.data?.courseTitle;
  useDocumentTitle(courseTitle ? `${t('title')} · ${courseTitle}` : t('title'));
  const pages = threads.data ? Math.max(1, Math.ceil(threads.data.total / FORUM_PAGE_SIZE)) : 1;

  return (
    <div className="forum-page">
      <header className="page-header">
        <h1>{t('title')}</h1>
        {courseTitle && <p className="forum-course-title">{courseTitle}</p>}
        <p>{t('intro')}</p>
      </header>

      {threadId ? (
        <ThreadView courseId={courseId} threadId={threadId} onClosed={() => onNavigate({})} />
      ) : (
        <>
          {threads.isPending && (
            <p className="forum-status" role="status">
              {t('loading')}
            </p>
          )}
          {threads.isError && (
            <QueryError title={t('couldNotLoad')} error={threads.error} onRetry={() => void threads.refetch()} retrying={threads.isFetching} />
          )}
          {threads.data && threads.data.threads.length === 0 && (
            <div className="empty-state">
              <p className="empty-state-title">{t('empty')}</p>
              <p>{t('emptyHint')}</p>
            </div>
          )}
          {threads.data && threads.data.threads.length > 0 && (
            <section aria-labelledby="forum-threads-heading">
              <h2 id="forum-threads-heading" className="sr-only">
                {t('threads')}
              </h2>
              <ThreadList courseId={courseId} threads={threads.data.threads} busy={threads.isPlaceholderData} />
              {pages > 1 && (
                <Pager
                  label={t('pagination')}
                  summary={t('pageSummary', { page, pages })}
                  page={page}
                  pages={pages}
                  previousLabel={t('previous')}
                  nextLabel={t('next')}
                  onPage={(next) => onNavigate({ page: next })}
                />
              )}
            </section>
          )}
          {threads.data && <NewThreadForm courseId={courseId} onStarted={(started) => onNavigate({ thread: started })} />}
        </>
      )}
    </div>
  );
}
