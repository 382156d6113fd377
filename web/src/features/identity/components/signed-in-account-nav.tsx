import type { MeResponse } from '@pathwise/contracts';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useDescribeError } from '../../../shared/api/use-describe-error';
import { useT } from '../../../shared/i18n';
import { useLogout } from '../api/logout';
import { useSessionTransitions } from '../lib/session-transitions';
import { accountCornerMessages } from '../account-corner.messages';
import { AccountName } from './account-name';

/** The account corner of someone signed in: who they are, their pages and Sign out. */
export function SignedInAccountNav({ user }: { readonly user: MeResponse }) {
  const t = useT(accountCornerMessages);
  const describeError = useDescribeError();
  const navigate = useNavigate();
  const transitions = useSessionTransitions();
  const logout = useLogout();
  // The failure itself, worded while rendering so that it follows the language of the interface.
  const [signOutFailure, setSignOutFailure] = useState<{ error: unknown } | null>(null);

  const signOut = () => {
    if (logout.isPending) return;
    setSignOutFailure(null);
    logout.mutate(undefined, {
      onSuccess: () => {
        // Leave a signed-in page before the session goes, or its guard would send the person to /login first.
        void navigate({ to: '/' }).finally(() => transitions.signedOut());
      },
      onError: (error) => setSignOutFailure({ error }),
    });
  };

  return (
    <nav className="account-nav" aria-label={t('accountNavigation')}>
      <AccountName user={user} />
      <Link to="/profile" className="nav-link">
        {t('profile')}
      </Link>
      <Link to="/settings" className="nav-link">
        {t('settings')}
      </Link>
      <button type="button" className="button button-secondary" onClick={signOut} aria-disabled={logout.isPending}>
        {logout.isPending ? t('signingOut') : t('signOut')}
      </button>
      {signOutFailure && (
        <p className="account-nav-error" role="alert">
          {t('couldNotSignOut', { reason: describeError(signOutFailure.error) })}
        </p>
      )}
    </nav>
  );
}
