import { leadTopics } from '@pathwise/contracts';
import { useRef, useState, type FormEvent } from 'react';
import { ApiError } from '../../shared/api/api-error';
import { useT } from '../../shared/i18n';
import { useFormErrors } from '../../shared/lib/use-form-errors';
import { useFormatDuration } from '../../shared/lib/use-format-duration';
import { Field } from '../../shared/ui/field';
import { useAuth } from '../../features/identity';
import { useSubmitLead, type SubmittedLead } from './api/submit-lead';
import { contactMessages } from './contact.messages';
import { ContactSent } from './contact-sent';
import { checkLead, LEAD_FIELDS, type LeadDraft, type LeadField } from './lead-form-errors';

const MESSAGE_MAX = 5_000;

/** The contact form: checked here with the server's schema, sent as POST /api/leads, then a confirmation. */
export function ContactForm() {
  const t = useT(contactMessages);
  const duration = useFormatDuration();
  const auth = useAuth();
  const submit = useSubmitLead();
  const errors = useFormErrors(LEAD_FIELDS);
  const [sent, setSent] = useState<{ lead: SubmittedLead; name: string; email: string } | null>(null);
  // A signed-in person has told us who they are already.
  const [draft, setDraft] = useState<LeadDraft>(() => ({
    name: auth.user?.profile.display_name ?? '',
    email: auth.user?.email ?? '',
    organization: '',
    topic: '',
    message: '',
  }));
  const nameInput = useRef<HTMLInputElement | null>(null);

  const change = (field: LeadField) => (value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    errors.clear(field);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submit.isPending) return;
    const checked = checkLead(draft);
    if (!checked.ok) {
      errors.show(Object.fromEntries(Object.entries(checked.errors).map(([field, key]) => [field, t(key)])));
      return;
    }
    errors.clear();
    submit.mutate(checked.request, {
      onSuccess: (lead) => setSent({ lead, name: checked.request.name, email: checked.request.email }),
      onError: (error) => {
        if (error instanceof ApiError && error.status === 429) {
          const wait = error.retryAfterSeconds;
          errors.show({}, wait === undefined ? t('rateLimitedLater') : t('rateLimited', { wait: duration(wait) }));
          return;
        }
        errors.showRequestError(error);
      },
    });
  };

  if (sent) {
    return (
      <ContactSent
        {...sent}
        onAnother={() => {
          setSent(null);
          setDraft((current) => ({ ...current, topic: '', message: '' }));
          // The form comes back after this render; focus follows it there.
          requestAnimationFrame(() => nameInput.current?.focus());
        }}
      />
    );
  }

  return (
    <form className="form mk-form" noValidate onSubmit={onSubmit} aria-busy={submit.isPending}>
      {errors.formError && (
        <p className="form-alert" role="alert">
          {errors.formError}
        </p>
      )}
      <Field label={t('name')} error={errors.fieldErrors.name}>
        {(control) => (
          <input
            {...control}
            ref={(element) => {
              nameInput.current = element;
              errors.register('name')(element);
            }}
            className="input"
            name="name"
            autoComplete="name"
            maxLength={100}
            value={draft.name}
            onChange={(event) => change('name')(event.target.value)}
          />
        )}
      </Field>
      <Field label={t('email')} hint={t('emailHint')} error={errors.fieldErrors.email}>
        {(control) => (
          <input
            {...control}
            ref={errors.register('email')}
            className="input"
            name="email"
            type="email"
            autoComplete="email"
            spellCheck={false}
            value={draft.email}
            onChange={(event) => change('email')(event.target.value)}
          />
        )}
      </Field>
      <Field label={t('organization')} hint={t('organizationHint')} error={errors.fieldErrors.organization}>
        {(control) => (
          <input
            {...control}
            ref={errors.register('organization')}
            className="input"
            name="organization"
            autoComplete="organization"
            maxLength={150}
            value={draft.organization}
            onChange={(event) => change('organization')(event.target.value)}
          />
        )}
      </Field>
      <Field label={t('topic')} error={errors.fieldErrors.topic}>
        {(control) => (
          <select
            {...control}
            ref={errors.register('topic')}
            className="input select"
            name="topic"
            value={draft.topic}
            onChange={(event) => change('topic')(event.target.value)}
          >
            <option value="" disabled>
              {t('topicPlaceholder')}
            </option>
            {leadTopics.map((topic) => (
              <option key={topic} value={topic}>
                {t(topic)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t('message')} hint={t('messageHint')} error={errors.fieldErrors.message}>
        {(control) => (
          <textarea
            {...control}
            ref={errors.register('message')}
            className="input mk-textarea"
            name="message"
            rows={7}
            maxLength={MESSAGE_MAX}
            value={draft.message}
            onChange={(event) => change('message')(event.target.value)}
          />
        )}
      </Field>
      {/* aria-disabled rather than disabled: a disabled button drops keyboard focus while the request runs. */}
      <button type="submit" className="button" aria-disabled={submit.isPending}>
        {submit.isPending ? t('sending') : t('submit')}
      </button>
    </form>
  );
}
