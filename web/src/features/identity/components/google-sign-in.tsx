import { useT } from '../../../shared/i18n';
import { useAuthProviders } from '../api/get-auth-providers';
import { authMessages } from '../messages';

interface GoogleSignInProps {
  /** The same-site path to land on after Google sends the person back. */
  returnTo: string;
}

/**
 * "Continue with Google", shown only when the server offers it. A plain link, not a fetch: Google's consent screen
 * needs the whole page, and the server answers with redirects.
 */
export function GoogleSignIn({ returnTo }: GoogleSignInProps) {
  const t = useT(authMessages);
  const providers = useAuthProviders();
  if (!providers.data?.google) return null;
  return (
    <div className="alt-sign-in">
      <a className="button button-secondary button-block" href={`/api/auth/google/start?return_to=${encodeURIComponent(returnTo)}`}>
        {t('continueWithGoogle')}
      </a>
      <p className="divider">
        <span>{t('orUseEmail')}</span>
      </p>
    </div>
  );
}
