import { StartEmailSignInRequest } from '@pathwise/contracts';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useT } from '../../../shared/i18n';
import { useFormErrors } from '../../../shared/lib/use-form-errors';
import { Field } from '../../../shared/ui/field';
import { useStartEmailSignIn } from '../api/start-email-sign-in';
import { wordSignInIssue } from '../lib/word-issue';
import { authMessages } from '../messages';
import { EmailField } from './email-field';
import type { SignInIntent, SentCode } from './sent-code';

const FIELDS = ['display_name', 'email'] as const;

interface EmailStepFormProps {
  intent: SignInIntent;
  defaultEmail?: string;
  defaultName?: string;
  /** Set when coming back from the code step, so keyboard focus returns to where the person left. */
  focusOnMount?: boolean;
  onCodeSent: (sent: SentCode) => void;
}

/** Step one of a sign-in or sign-up: who you are (and your name, when signing up); mails a 6-digit code. */
export function EmailStepForm({ intent, defaultEmail = '', defaultName = '', focusOnMount = false, onCodeSent }: EmailStepFormProps) {
  const t = useT(authMessages);
  const [email, setEmail] = useState(defaultEmail);
  const [name, setName] = useState(defaultName);
  const start = useStartEmailSignIn();
  const errors = useFormErrors(FIELDS, wordSignInIssue(t));
  const firstInput = useRef<HTMLInputElement>(null);
  const signingUp = intent === 'signup';

  useEffect(() => {
    if (focusOnMount) firstInput.current?.focus();
  }, [focusOnMount]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (start.isPending) return;
    const parsed = StartEmailSignInRequest.safeParse({ email, intent, ...(signingUp ? { display_name: name } : {}) });
    if (!parsed.success) {
      errors.showIssues(parsed.error);
      return;
    }
    errors.clear();
    start.mutate(parsed.data, {
      onSuccess: (answer) =>
        onCodeSent({
          email: parsed.data.email,
          displayName: parsed.data.display_name,
          expiresInSeconds: answer.expires_in_seconds,
        }),
      onError: errors.showRequestError,
    });
  };

  return (
    <form className="form" noValidate onSubmit={submit} aria-busy={start.isPending}>
      {errors.formError && (
        <p className="form-alert" role="alert">
          {errors.formError}
        </p>
      )}
      {signingUp && (
        <Field label={t('yourName')} error={errors.fieldErrors.display_name}>
          {(control) => (
            <input
              {...control}
              ref={(element) => {
                firstInput.current = element;
                errors.register('display_name')(element);
              }}
              className="input"
              name="display_name"
              type="text"
              autoComplete="name"
              maxLength={80}
              value={name}
              onChange={(event) => {
                setName(event.target.value);
                errors.clear('display_name');
              }}
            />
          )}
        </Field>
      )}
      <EmailField
        value={email}
        error={errors.fieldErrors.email}
        inputRef={(element) => {
          if (!signingUp) firstInput.current = element;
          errors.register('email')(element);
        }}
        onChange={(value) => {
          setEmail(value);
          errors.clear('email');
        }}
      />
      {/* aria-disabled rather than disabled: a disabled button drops keyboard focus while the request runs. */}
      <button type="submit" className="button button-block" aria-disabled={start.isPending}>
        {start.isPending ? t('sendingCode') : signingUp ? t('continue') : t('emailMeCode')}
      </button>
    </form>
  );
}
