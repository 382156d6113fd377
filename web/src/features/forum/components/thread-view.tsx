import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useDescribeError } from '../../../shared/api/use-describe-error';
import { useT } from '../../../shared/i18n';
import { QueryError } from '../../../shared/ui/query-error';
import { useForumThread } from '../api/get-forum-thread';
import { forumMessages } from '../messages';
import { ForumPost } from './forum-post';
import { ReplyForm } from './reply-form';
import { ThreadActions } from './thread-actions';

interface ThreadViewProps {
  readonly courseId: string;
  readonly threadId: string;
  readonly onClosed: () => void;
}

/** One thread: its opening post, its actions, its replies oldest first, and the reply form unless it is locked. */
export function ThreadView({ courseId, threadId, onClosed }: ThreadViewProps) {
  const t = useT(forumMessages);
  const describeError = useDescribeError();
  const thread = useForumThread(courseId, threadId);
  const [failure, setFailure] = useState<unknown>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const loaded = thread.data !== undefined;

  // Opening a thread moves focus to its title, so keyboard and screen reader users start reading there.
  useEffect(() => {
    if (loaded) heading.current?.focus();
  }, [loaded, threadId]);

  const back = (
    <Link className="forum-back" to="/courses/$courseId/forum" params={{ courseId }} search={{}}>
      {t('backToThreads')}
    </Link>
  );

  if (thread.isPending) {
    return (
      <>
        {back}
        <p className="forum-status" role="status">
          {t('loadingThread')}
        </p>
      </>
    );
  }
  if (thread.isError) {
    return (
      <>
        {back}
        <QueryError title={t('couldNotLoadThread')} error={thread.error} onRetry={() => void thread.refetch()} retrying={thread.isFetching} />
      </>
    );
  }

  const data = thread.data;
  const { viewer } = data;
  const mayMarkAnswer = viewer.canModerate || data.authorId === viewer.userId;
  const opening = { postId: data.threadId, authorId: data.authorId, authorName: data.authorName, body: data.body, createdAt: data.createdAt, editedAt: data.editedAt };

  return (
    <div className="forum-thread-view">
      {back}
      <header className="forum-thread-header">
        <h2 ref={heading} tabIndex={-1}>
          {data.title}
        </h2>
        <p className="forum-thread-meta">
          {data.pinned && <span className="badge">{t('pinned')}</span>}
          {data.locked && <span className="badge">{t('locked')}</span>}
          {data.answered && <span className="badge badge-positive">{t('answered')}</span>}
          <span>{t('followers', { count: data.followerCount })}</span>
        </p>
        <ThreadActions courseId={courseId} thread={data} onError={setFailure} />
      </header>
      {failure !== null && (
        <p className="form-alert" role="alert">
          {t('actionFailed', { reason: describeError(failure) })}
        </p>
      )}
      <ForumPost
        courseId={courseId}
        threadId={threadId}
        post={opening}
        openingTitle={data.title}
        isAnswer={false}
        canEdit={data.authorId === viewer.userId}
        canDelete={data.authorId === viewer.userId || viewer.canModerate}
        canMarkAnswer={false}
        onError={setFailure}
        onDeleted={onClosed}
      />
      <section aria-labelledby="forum-replies-heading">
        <h3 id="forum-replies-heading">{t('repliesHeading')}</h3>
        {data.replies.length === 0 && <p className="forum-status">{t('noReplies')}</p>}
        {data.replies.map((reply) => (
          <ForumPost
            key={reply.postId}
            courseId={courseId}
            threadId={threadId}
            post={reply}
            openingTitle={null}
            isAnswer={data.answerPostId === reply.postId}
            canEdit={reply.authorId === viewer.userId}
            canDelete={reply.authorId === viewer.userId || viewer.canModerate}
            canMarkAnswer={mayMarkAnswer}
            onError={setFailure}
          />
        ))}
      </section>
      {data.locked ? (
        <p className="forum-locked" role="note">
          {t('lockedNotice')}
        </p>
      ) : (
        <ReplyForm courseId={courseId} threadId={threadId} />
      )}
    </div>
  );
}
