import { StartForumThreadRequest, forumLimits } from '@pathwise/contracts';
import { useState, type FormEvent } from 'react';
import { useT } from '../../../shared/i18n';
import { useFormErrors } from '../../../shared/lib/use-form-errors';
import { Field } from '../../../shared/ui/field';
import { useStartForumThread } from '../api/start-forum-thread';
import { forumMessages } from '../messages';
import { newForumId, wordPostIssue } from './post-issues';

const FIELDS = ['title', 'body'] as const;

interface NewThreadFormProps {
  readonly courseId: string;
  readonly onStarted: (threadId: string) => void;
}

/** Starts a thread: title and message, checked here as the server checks them, errors next to their fields. */
export function NewThreadForm({ courseId, onStarted }: NewThreadFormProps) {
  const t = useT(forumMessages);
  const [threadId, setThreadId] = useState(newForumId);
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const start = useStartForumThread(courseId);
  const errors = useFormErrors(FIELDS, wordPostIssue(t));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (start.isPending) return;
    const parsed = StartForumThreadRequest.safeParse({ threadId, title, body });
    if (!parsed.success) {
      errors.showIssues(parsed.error);
      return;
    }
    errors.clear();
    start.mutate(parsed.data, {
      onSuccess: () => {
        setTitle('');
        setBody('');
        setThreadId(newForumId());
        onStarted(parsed.data.threadId);
      },
      onError: (error) => errors.showRequestError(error),
    });
  };

  return (
    <section className="forum-card" aria-labelledby="forum-new-thread">
      <h2 id="forum-new-thread">{t('newThread')}</h2>
      <form className="form" noValidate onSubmit={submit} aria-busy={start.isPending}>
        {errors.formError && (
          <p className="form-alert" role="alert">
            {errors.formError}
          </p>
        )}
        <Field label={t('threadTitle')} error={errors.fieldErrors.title}>
          {(control) => (
            <input
              {...control}
              ref={errors.register('title')}
              className="input"
              name="title"
              type="text"
              maxLength={forumLimits.titleMax}
              value={title}
              onChange={(event) => {
                setTitle(event.target.value);
                errors.clear('title');
              }}
            />
          )}
        </Field>
        <Field label={t('message')} error={errors.fieldErrors.body}>
          {(control) => (
            <textarea
              {...control}
              ref={errors.register('body')}
              className="input forum-textarea"
              name="body"
              rows={4}
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
          <button type="submit" className="button" aria-disabled={start.isPending}>
            {start.isPending ? t('starting') : t('startThread')}
          </button>
        </div>
      </form>
    </section>
  );
}
