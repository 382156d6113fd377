import { useState, type FormEvent } from 'react';
import { useT } from '../../../shared/i18n';
import { Field } from '../../../shared/ui/field';
import { useAddCoAuthor } from '../api/add-co-author';
import { useRemoveCoAuthor } from '../api/remove-co-author';
import { useEditedCourse } from '../lib/editor-context';
import { useWriteForm } from '../lib/use-write-form';
import { editorMessages } from '../messages/editor.messages';
import { WriteFeedback } from './write-feedback';

const FIELDS = ['email'] as const;

/** Who edits the course besides its creator; only the creator invites and removes. */
export function CoAuthorsSection() {
  const t = useT(editorMessages);
  const course = useEditedCourse();
  const add = useAddCoAuthor();
  const remove = useRemoveCoAuthor();
  const form = useWriteForm(FIELDS);
  const [email, setEmail] = useState('');
  const [invitedEmail, setInvitedEmail] = useState<string | null>(null);

  const invite = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (add.isPending) return;
    form.start();
    const address = email.trim();
    setInvitedEmail(null);
    add.mutate(
      { courseId: course.courseId, email: address },
      form.outcome(() => {
        setInvitedEmail(address);
        setEmail('');
      }),
    );
  };

  return (
    <section className="editor-section" aria-labelledby="editor-co-authors-heading">
      <h2 id="editor-co-authors-heading">{t('coAuthors')}</h2>
      {course.coAuthors.length === 0 ? (
        <p className="field-hint">{t('noCoAuthors')}</p>
      ) : (
        <ul className="editor-list">
          {course.coAuthors.map((author) => {
            const name = author.displayName ?? t('unnamed');
            return (
              <li key={author.userId} className="editor-list-item">
                <span>{name}</span>
                {course.viewerIsCreator && (
                  <button
                    type="button"
                    className="button button-secondary"
                    aria-label={t('removeNamed', { name })}
                    aria-disabled={remove.isPending}
                    onClick={() => {
                      if (remove.isPending) return;
                      setInvitedEmail(null);
                      form.start();
                      remove.mutate({ courseId: course.courseId, userId: author.userId }, form.outcome());
                    }}
                  >
                    {t('remove')}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {course.viewerIsCreator ? (
        <form className="form form-inline" noValidate onSubmit={invite}>
          <Field label={t('inviteEmail')} error={form.errors.fieldErrors.email}>
            {(control) => (
              <input {...control} ref={form.errors.register('email')} className="input" type="email" autoComplete="off" value={email} onChange={(event) => {
                setEmail(event.target.value);
                form.edited('email');
              }} />
            )}
          </Field>
          <button type="submit" className="button" aria-disabled={add.isPending}>
            {t('invite')}
          </button>
        </form>
      ) : (
        <p className="field-hint">{t('onlyCreator')}</p>
      )}
      <WriteFeedback
        status={form.status}
        formError={form.errors.formError}
        savedText={invitedEmail === null ? undefined : t('invitationSent', { email: invitedEmail })}
      />
    </section>
  );
}
