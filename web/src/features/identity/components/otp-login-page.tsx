import { Link } from '@tanstack/react-router';
import { useT } from '../../../shared/i18n';
import { useFinishSignIn } from '../lib/use-finish-sign-in';
import { authMessages } from '../messages';
import { AuthPanel } from './auth-panel';
import { CodeStepForm } from './code-step-form';

interface OtpLoginPageProps {
  email?: string | undefined;
  redirect?: string | undefined;
}

/** /otp-login: the code step alone, for a code already in the inbox (the email link can prefill the address). */
export function OtpLoginPage({ email, redirect }: OtpLoginPageProps) {
  const t = useT(authMessages);
  const finish = useFinishSignIn(redirect);
  return (
    <AuthPanel
      title={t('otpTitle')}
      footer={
        <p>
          {t('noCodeYet')}{' '}
          <Link to="/login" search={{ redirect }}>
            {t('getOneByEmail')}
          </Link>
        </p>
      }
    >
      <CodeStepForm intent="login" defaultEmail={email ?? ''} onSignedIn={finish} />
    </AuthPanel>
  );
}
