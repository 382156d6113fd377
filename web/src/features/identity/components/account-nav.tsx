import { Link, useLocation } from '@tanstack/react-router';
import { Suspense } from 'react';
import { useT } from '../../../shared/i18n';
import { preloadableLazy } from '../../../shared/lib/preloadable-lazy';
import { useAuth } from '../lib/use-auth';
import { safeRedirectPath } from '../lib/safe-redirect';
import { accountCornerMessages } from '../account-corner.messages';

/**
 * The signed-in corner (with signing out and its error wording) in a chunk of its own: a visitor's first page does
 * without it. A signed-in browser loads it before its first render (preloadAccountMenu, with the app's bar); after a
 * sign-in the corner stays empty while it loads, as it does while the session is checked.
 */
const signedInAccountNav = preloadableLazy(() => import('./signed-in-account-nav').then((module) => module.SignedInAccountNav));

export const preloadAccountMenu = (): Promise<unknown> => signedInAccountNav.preload();

const emptyCorner = <div className="account-nav" aria-hidden="true" />;

/** The header's account corner: Sign In when signed out; who is signed in, their pages and Sign out otherwise. */
export function AccountNav() {
  const t = useT(accountCornerMessages);
  const auth = useAuth();
  const location = useLocation();

  // Nothing until the session is known, so the header does not flash "Sign In" at someone who is signed in.
  if (auth.status === 'loading') return emptyCorner;

  if (auth.status === 'signed-out') {
    // Coming back to the page the person was on is the point of signing in from the header.
    const back = location.pathname === '/' ? undefined : (safeRedirectPath(location.href) ?? undefined);
    return (
      <div className="account-nav">
        <Link to="/login" search={{ redirect: back }} className="button">
          {t('signInButton')}
        </Link>
      </div>
    );
  }

  const SignedInAccountNav = signedInAccountNav.Component;
  return (
    <Suspense fallback={emptyCorner}>
      <SignedInAccountNav user={auth.user} />
    </Suspense>
  );
}
