import { PostForumReplyRequest } from '@pathwise/contracts';
import { useState, type FormEvent } from 'react';
import { useT } from '../../../shared/i18n';
import { useFormErrors } from '../../../shared/lib/use-form-errors';
import { usePostForumReply } from '../api/post-forum-reply';
import { forumMessages } from '../messages';
import { PostActions, PostBodyField, PostFormAlert } from './post-fields';
import { newForumId, wordPostIssue } from './post-issues';

const FIELDS = ['body'] as const;

/** Replies to a thread; the reply's id is kept until the post succeeds, so a retried submit posts it once. */
export function ReplyForm({ courseId, threadId }: { readonly courseId: string; readonly threadId: string }) {
  const t = useT(forumMessages);
  const [postId, setPostId] = useState(newForumId);
  const [body, setBody] = useState('');
  const reply = usePostForumReply(courseId, threadId);
  const errors = useFormErrors(FIELDS, wordPostIssue(t));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (reply.isPending) return;
    const parsed = PostForumReplyRequest.safeParse({ postId, body });
    if (!parsed.success) {
      errors.showIssues(parsed.error);
      return;
    }
    errors.clear();
    reply.mutate(parsed.data, {
      onSuccess: () => {
        setBody('');
        setPostId(newForumId());
      },
      onError: (error) => errors.showRequestError(error),
    });
  };

  return (
    <form className="form forum-reply-form" noValidate onSubmit={submit} aria-busy={reply.isPending}>
      <PostFormAlert message={errors.formError} />
      <PostBodyField
        label={t('yourReply')}
        error={errors.fieldErrors.body}
        controlRef={errors.register('body')}
        rows={3}
        value={body}
        onChange={(value) => {
          setBody(value);
          errors.clear('body');
        }}
      />
      <PostActions pending={reply.isPending} label={t('postReply')} pendingLabel={t('posting')} />
    </form>
  );
}
