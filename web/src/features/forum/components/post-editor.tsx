import { EditForumPostRequest } from '@pathwise/contracts';
import { useState, type FormEvent } from 'react';
import { useT } from '../../../shared/i18n';
import { useFormErrors } from '../../../shared/lib/use-form-errors';
import { useEditForumPost } from '../api/edit-forum-post';
import { forumMessages } from '../messages';
import { PostActions, PostBodyField, PostFormAlert, PostTitleField } from './post-fields';
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
      <PostFormAlert message={errors.formError} />
      {initialTitle !== null && (
        <PostTitleField label={t('threadTitle')} error={errors.fieldErrors.title} controlRef={errors.register('title')} value={title} onChange={setTitle} />
      )}
      <PostBodyField
        label={t('message')}
        error={errors.fieldErrors.body}
        controlRef={errors.register('body')}
        rows={4}
        value={body}
        // Editing starts where the person asked to edit: in the text.
        autoFocus
        onChange={setBody}
      />
      <PostActions pending={edit.isPending} label={t('save')} pendingLabel={t('saving')}>
        <button type="button" className="button button-secondary" onClick={onDone}>
          {t('cancel')}
        </button>
      </PostActions>
    </form>
  );
}
