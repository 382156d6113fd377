import { PostForumReplyRequest, forumLimits } from '@pathwise/contracts';
import { useState, type FormEvent } from 'react';
import { useT } from '../../../shared/i18n';
import { useFormErrors } from '../../../shared/lib/use-form-errors';
import { Field } from '../../../shared/ui/field';
import { usePostForumReply } from '../api/post-forum-reply';
import { forumMessages } from '../messages';
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
      {errors.formError && (
        <p className="form-alert" role="alert">
          {errors.formError}
        </p>
      )}
      <Field label={t('yourReply')} error={errors.fieldErrors.body}>
        {(control) => (
          <textarea
            {...control}
            ref={errors.register('body')}
            className="input forum-textarea"
            name="body"
            rows={3}
            maxLength={forumLimits.bodyMax}
            value={body}
            onChange={(event) => {
              setBody(event.target.value);
              errors.clear('body');
            }}
          />
        )}
      </Field>
      <div className="form-actions">
        <button type="submit" className="button" aria-disabled={reply.isPending}>
          {reply.isPending ? t('posting') : t('postReply')}
        </button>
      </div>
    </form>
  );
}
