import type { ForumPost as Post } from '@pathwise/contracts';
import { useState } from 'react';
import { useFormat, useT } from '../../../shared/i18n';
import { useDeleteForumPost } from '../api/delete-forum-post';
import { useMarkForumAnswer } from '../api/mark-forum-answer';
import { forumMessages } from '../messages';
import { PostEditor } from './post-editor';

interface ForumPostProps {
  readonly courseId: string;
  readonly threadId: string;
  readonly post: Post;
  /** The thread's title when this is its opening post, which is edited with it. */
  readonly openingTitle: string | null;
  readonly isAnswer: boolean;
  readonly canEdit: boolean;
  readonly canDelete: boolean;
  readonly canMarkAnswer: boolean;
  readonly onError: (error: unknown) => void;
  /** After the opening post is deleted, the thread is gone. */
  readonly onDeleted?: () => void;
}

/** One post: who and when, its text, and what the reader may do with it. */
export function ForumPost(props: ForumPostProps) {
  const { courseId, threadId, post, openingTitle, isAnswer, onError } = props;
  const t = useT(forumMessages);
  const format = useFormat();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteForumPost(courseId, threadId);
  const mark = useMarkForumAnswer(courseId, threadId);
  const opening = openingTitle !== null;

  return (
    <article className={isAnswer ? 'forum-post forum-post-answer' : 'forum-post'} aria-label={post.authorName ?? t('formerMember')}>
      <header className="forum-post-header">
        <strong>{post.authorName ?? t('formerMember')}</strong>
        <time dateTime={post.createdAt}>{t('postedOn', { when: format.date(post.createdAt, { dateStyle: 'medium', timeStyle: 'short' }) })}</time>
        {post.editedAt && <span className="forum-post-edited">({t('edited')})</span>}
        {isAnswer && <span className="badge badge-positive">{t('answer')}</span>}
      </header>
      {editing ? (
        <PostEditor
          courseId={courseId}
          threadId={threadId}
          postId={post.postId}
          title={openingTitle}
          body={post.body}
          onDone={() => setEditing(false)}
        />
      ) : (
        <p className="forum-post-body">{post.body}</p>
      )}
      {!editing && (props.canEdit || props.canDelete || (props.canMarkAnswer && !isAnswer)) && (
        <div className="forum-post-actions">
          {props.canMarkAnswer && !isAnswer && (
            <button
              type="button"
              className="button button-secondary"
              aria-disabled={mark.isPending}
              onClick={() => !mark.isPending && mark.mutate(post.postId, { onError })}
            >
              {t('markAnswer')}
            </button>
          )}
          {props.canEdit && (
            <button type="button" className="button button-secondary" onClick={() => setEditing(true)}>
              {t('edit')}
            </button>
          )}
          {props.canDelete && !confirming && (
            <button type="button" className="button button-secondary" onClick={() => setConfirming(true)}>
              {t('delete')}
            </button>
          )}
          {props.canDelete && confirming && (
            <span role="group" aria-label={opening ? t('confirmDeleteThread') : t('confirmDelete')} className="forum-confirm">
              <span>{opening ? t('confirmDeleteThread') : t('confirmDelete')}</span>
              <button
                type="button"
                className="button"
                aria-disabled={remove.isPending}
                // Focus moves to the question's answer, so a keyboard user is not left on a vanished button.
                autoFocus
                onClick={() =>
                  !remove.isPending &&
                  remove.mutate(post.postId, {
                    onSuccess: () => props.onDeleted?.(),
                    onError: (error) => {
                      setConfirming(false);
                      onError(error);
                    },
                  })
                }
              >
                {t('yesDelete')}
              </button>
              <button type="button" className="button button-secondary" onClick={() => setConfirming(false)}>
                {t('keep')}
              </button>
            </span>
          )}
        </div>
      )}
    </article>
  );
}
