import { StartForumThreadRequest } from '@pathwise/contracts';
import { useState, type FormEvent } from 'react';
import { useT } from '../../../shared/i18n';
import { useFormErrors } from '../../../shared/lib/use-form-errors';
import { useStartForumThread } from '../api/start-forum-thread';
import { forumMessages } from '../messages';
import { PostActions, PostBodyField, PostFormAlert, PostTitleField } from './post-fields';
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
        <PostFormAlert message={errors.formError} />
        <PostTitleField
          label={t('threadTitle')}
          error={errors.fieldErrors.title}
          controlRef={errors.register('title')}
          value={title}
          onChange={(value) => {
            setTitle(value);
            errors.clear('title');
          }}
        />
        <PostBodyField
          label={t('message')}
          error={errors.fieldErrors.body}
          controlRef={errors.register('body')}
          rows={4}
          value={body}
          onChange={(value) => {
            setBody(value);
            errors.clear('body');
          }}
        />
        <PostActions pending={start.isPending} label={t('startThread')} pendingLabel={t('starting')} />
      </form>
    </section>
  );
}
