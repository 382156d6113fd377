import { EditForumPostRequest, forumLimits } from '@pathwise/contracts';
import { useState, type FormEvent } from 'react';
import { useT } from '../../../shared/i18n';
import { useFormErrors } from '../../../shared/lib/use-form-errors';
import { Field } from '../../../shared/ui/field';
import { useEditForumPost } from '../api/edit-forum-post';
import { forumMessages } from '../messages';
import { wordPostIssue } from './post-issues';

const FIELDS = ['title', 'body'] as const;

interface PostEditorProps {
  readonly courseId: string;
  readonly threadId: string;
  readonly postId: string;
  /** Only the opening post has a title to edit. */
  readonly title: string | null;
  readonly body: string;
  readonly onDone: () => void;
}

/** Edits one's own post in place; Escape or Cancel leaves it as it was. */
export function PostEditor({ courseId, threadId, postId, title: initialTitle, body: initialBody, onDone }: PostEditorProps) {
  const t = useT(forumMessages);
  const [title, setTitle] = useState(initialTitle ?? '');
  const [body, setBody] = useState(initialBody);
  const edit = useEditForumPost(courseId, threadId);
  const errors = useFormErrors(FIELDS, wordPostIssue(t));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (edit.isPending) return;
    const parsed = EditForumPostRequest.safeParse(initialTitle === null ? { body } : { title, body });
    if (!parsed.success) {
      errors.showIssues(parsed.error);
      return;
    }
    edit.mutate({ postId, request: parsed.data }, { onSuccess: onDone, onError: (error) => errors.showRequestError(error) });
  };

  return (
    <form
      className="form forum-post-editor"
      noValidate
      aria-label={t('editPost')}
      onSubmit={submit}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onDone();
      }}
    >
      {errors.formError && (
        <p className="form-alert" role="alert">
          {errors.formError}
        </p>
      )}
      {initialTitle !== null && (
        <Field label={t('threadTitle')} error={errors.fieldErrors.title}>
          {(control) => (
            <input
              {...control}
              ref={errors.register('title')}
              className="input"
              type="text"
              maxLength={forumLimits.titleMax}
              value={title}
              onChange={(event) => setTitle(event.target.value)}
            />
          )}
        </Field>
      )}
      <Field label={t('message')} error={errors.fieldErrors.body}>
        {(control) => (
          <textarea
            {...control}
            ref={errors.register('body')}
            className="input forum-textarea"
            rows={4}
            maxLength={forumLimits.bodyMax}
            value={body}
            // Editing starts where the person asked to edit: in the text.
            autoFocus
            onChange={(event) => setBody(event.target.value)}
          />
        )}
      </Field>
      <div className="form-actions">
        <button type="submit" className="button" aria-disabled={edit.isPending}>
          {edit.isPending ? t('saving') : t('save')}
        </button>
        <button type="button" className="button button-secondary" onClick={onDone}>
          {t('cancel')}
        </button>
      </div>
    </form>
  );
}
