import { VerifyEmailCodeRequest, type SessionResponse } from '@pathwise/contracts';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useT } from '../../../shared/i18n';
import { useFormatDuration } from '../../../shared/lib/use-format-duration';
import { useFormErrors } from '../../../shared/lib/use-form-errors';
import { Field } from '../../../shared/ui/field';
import { RichText } from '../../../shared/ui/rich-text';
import { useStartEmailSignIn } from '../api/start-email-sign-in';
import { useVerifyEmailCode } from '../api/verify-email-code';
import { CODE_LENGTH, wordSignInIssue } from '../lib/word-issue';
import { authMessages } from '../messages';
import { EmailField } from './email-field';
import type { SentCode, SignInIntent } from './sent-code';

const EMAIL_AND_CODE = ['email', 'code'] as const;
// When the email came from the step before, it is not on this form: an error about it goes above the form.
const CODE_ONLY = ['code'] as const;

/** Where asking for a new code stands; kept as facts and worded while rendering, so it follows the language. */
type Resend = { state: 'idle' } | { state: 'sending' } | { state: 'sent'; email: string; expiresInSeconds: number };

interface CodeStepFormProps {
  intent: SignInIntent;
  /** The code that was sent, when this form follows the email step; left out, the email is asked for here too. */
  sent?: SentCode;
  defaultEmail?: string;
  /** Back to the email step; not offered when there is none. */
  onChangeEmail?: () => void;
  onSignedIn: (session: SessionResponse) => void;
}

// People paste codes as "123 456" or "123-456"; only the digits count.
const digitsOf = (value: string) => value.replace(/\D/g, '').slice(0, CODE_LENGTH);

/** Step two: the 6-digit code from the email. Also the whole of /otp-login, where the email is asked for as well. */
export function CodeStepForm({ intent, sent, defaultEmail = '', onChangeEmail, onSignedIn }: CodeStepFormProps) {
  const [email, setEmail] = useState(sent?.email ?? defaultEmail);
  const [code, setCode] = useState('');
  const [resendState, setResendState] = useState<Resend>({ state: 'idle' });
  const t = useT(authMessages);
  const duration = useFormatDuration();
  const verify = useVerifyEmailCode();
  const resend = useStartEmailSignIn();
  const emailKnown = sent !== undefined;
  const fields = emailKnown ? CODE_ONLY : EMAIL_AND_CODE;
  const errors = useFormErrors<'email' | 'code'>(fields, wordSignInIssue(t));
  const emailInput = useRef<HTMLInputElement>(null);
  const codeInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    // Arriving at this step, the next thing to type is the code (or the email, when it is not known yet).
    if (emailKnown || defaultEmail) codeInput.current?.focus();
    else emailInput.current?.focus();
  }, [emailKnown, defaultEmail]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (verify.isPending) return;
    const parsed = VerifyEmailCodeRequest.safeParse({ email, code });
    if (!parsed.success) {
      errors.showIssues(parsed.error);
      return;
    }
    errors.clear();
    setResendState({ state: 'idle' });
    verify.mutate(parsed.data, { onSuccess: onSignedIn, onError: errors.showRequestError });
  };

  const sendNewCode = () => {
    if (resend.isPending) return;
    const parsed = VerifyEmailCodeRequest.pick({ email: true }).safeParse({ email });
    if (!parsed.success) {
      errors.showIssues(parsed.error);
      return;
    }
    errors.clear();
    setResendState({ state: 'sending' });
    resend.mutate(
      { email: parsed.data.email, intent, ...(sent?.displayName ? { display_name: sent.displayName } : {}) },
      {
        onSuccess: (answer) => setResendState({ state: 'sent', email: parsed.data.email, expiresInSeconds: answer.expires_in_seconds }),
        onError: (error) => {
          setResendState({ state: 'idle' });
          errors.showRequestError(error);
        },
      },
    );
  };

  const codeHint = sent
    ? [
        t('codeSentTo', { length: CODE_LENGTH, email: sent.email }),
        sent.expiresInSeconds ? t('codeExpiresIn', { duration: duration(sent.expiresInSeconds) }) : '',
      ]
        .filter(Boolean)
        .join(' ')
    : t('enterCodeFromEmail', { length: CODE_LENGTH });

  const resendStatus =
    resendState.state === 'sending'
      ? t('sendingNewCode')
      : resendState.state === 'sent'
        ? t('newCodeSent', { email: resendState.email, duration: duration(resendState.expiresInSeconds) })
        : '';

  return (
    <form className="form" noValidate onSubmit={submit} aria-busy={verify.isPending}>
      {errors.formError && (
        <p className="form-alert" role="alert">
          {errors.formError}
        </p>
      )}
      {!emailKnown && (
        <EmailField
          value={email}
          error={errors.fieldErrors.email}
          inputRef={(element) => {
            emailInput.current = element;
            errors.register('email')(element);
          }}
          onChange={(value) => {
            setEmail(value);
            errors.clear('email');
          }}
        />
      )}
      <Field label={t('verificationCode')} hint={codeHint} error={errors.fieldErrors.code}>
        {(control) => (
          <input
            {...control}
            ref={(element) => {
              codeInput.current = element;
              errors.register('code')(element);
            }}
            className="input input-code"
            name="code"
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]{6}"
            spellCheck={false}
            value={code}
            onChange={(event) => {
              setCode(digitsOf(event.target.value));
              errors.clear('code');
            }}
          />
        )}
      </Field>
      <button type="submit" className="button button-block" aria-disabled={verify.isPending}>
        {verify.isPending ? t('checkingCode') : t('signIn')}
      </button>
      <div className="form-links">
        <button type="button" className="link-button" onClick={sendNewCode} aria-disabled={resend.isPending}>
          {t('sendNewCode')}
        </button>
        {onChangeEmail && (
          <button type="button" className="link-button" onClick={onChangeEmail}>
            {t('useDifferentEmail')}
          </button>
        )}
      </div>
      <p className="form-status" role="status">
        {resendStatus}
      </p>
      {import.meta.env.DEV && (
        <p className="form-note">
          <RichText
            text={t('devOutboxNote')}
            parts={{
              link: (
                <Link to="/dev/outbox" search={email ? { to: email.trim().toLowerCase() } : {}} target="_blank">
                  {t('devOutboxLink')}
                </Link>
              ),
            }}
          />
        </p>
      )}
    </form>
  );
}
