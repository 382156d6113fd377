import { Link } from '@tanstack/react-router';
import { useT } from '../../../shared/i18n';
import { useFinishSignIn } from '../lib/use-finish-sign-in';
import { CODE_LENGTH } from '../lib/word-issue';
import { authMessages } from '../messages';
import { AuthPanel } from './auth-panel';
import { SignInFlow } from './sign-in-flow';

interface SignUpPageProps {
  redirect?: string | undefined;
}

/** /signup: a name and an email address, then the code that was mailed to it. */
export function SignUpPage({ redirect }: SignUpPageProps) {
  const t = useT(authMessages);
  const finish = useFinishSignIn(redirect);
  return (
    <AuthPanel
      title={t('signUpTitle')}
      intro={t('signUpIntro', { length: CODE_LENGTH })}
      footer={
        <p>
          {t('haveAccount')}{' '}
          <Link to="/login" search={{ redirect }}>
            {t('signInLink')}
          </Link>
        </p>
      }
    >
      <SignInFlow intent="signup" onSignedIn={finish} />
    </AuthPanel>
  );
}
