import type { SessionResponse } from '@pathwise/contracts';
import { useState } from 'react';
import { useT } from '../../../shared/i18n';
import { authMessages } from '../messages';
import { CodeStepForm } from './code-step-form';
import { EmailStepForm } from './email-step-form';
import type { SentCode, SignInIntent } from './sent-code';

interface SignInFlowProps {
  intent: SignInIntent;
  onSignedIn: (session: SessionResponse) => void;
}

/** The two steps of an emailed-code sign-in or sign-up: the address (and name), then the code. */
export function SignInFlow({ intent, onSignedIn }: SignInFlowProps) {
  const t = useT(authMessages);
  const [sent, setSent] = useState<SentCode | null>(null);
  // Kept across the steps, so "Use a different email" comes back to what was typed.
  const [typed, setTyped] = useState<{ email: string; name: string; returning: boolean }>({
    email: '',
    name: '',
    returning: false,
  });

  if (!sent) {
    return (
      <EmailStepForm
        intent={intent}
        defaultEmail={typed.email}
        defaultName={typed.name}
        focusOnMount={typed.returning}
        onCodeSent={(code) => {
          setTyped({ email: code.email, name: code.displayName ?? '', returning: true });
          setSent(code);
        }}
      />
    );
  }
  return (
    <section aria-labelledby="code-step-heading">
      <h2 id="code-step-heading" className="form-step-heading">
        {t('checkYourEmail')}
      </h2>
      <CodeStepForm intent={intent} sent={sent} onChangeEmail={() => setSent(null)} onSignedIn={onSignedIn} />
    </section>
  );
}
