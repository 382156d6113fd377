import { Link } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useT } from '../../../shared/i18n';
import { googleSignInErrorKey } from '../lib/google-sign-in-errors';
import { useFinishSignIn } from '../lib/use-finish-sign-in';
import { useSignInDestination } from '../lib/use-sign-in-destination';
import { authMessages } from '../messages';
import { AuthPanel } from './auth-panel';
import { GoogleSignIn } from './google-sign-in';
import { SignInFlow } from './sign-in-flow';

interface LoginPageProps {
  redirect?: string | undefined;
  /** Set by the server when a Google sign-in was refused. */
  error?: string | undefined;
}

/** /login: Google when the server offers it, else (or also) an emailed code. */
export function LoginPage({ redirect, error }: LoginPageProps) {
  const t = useT(authMessages);
  const finish = useFinishSignIn(redirect);
  const destination = useSignInDestination(redirect);
  const errorRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    // Back from a refused Google sign-in: the reason is the first thing to hear, so focus starts on it.
    if (error) errorRef.current?.focus();
  }, [error]);

  return (
    <AuthPanel
      title={t('loginTitle')}
      footer={
        <>
          <p>
            {t('newToPathwise')}{' '}
            <Link to="/signup" search={{ redirect }}>
              {t('createAccount')}
            </Link>
          </p>
          <p>
            {t('haveCode')}{' '}
            <Link to="/otp-login" search={{ redirect }}>
              {t('enterItHere')}
            </Link>
          </p>
        </>
      }
    >
      {error && (
        <p ref={errorRef} className="form-alert" role="alert" tabIndex={-1}>
          {t(googleSignInErrorKey(error))}
        </p>
      )}
      <GoogleSignIn returnTo={destination} />
      <SignInFlow intent="login" onSignedIn={finish} />
    </AuthPanel>
  );
}
