import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useEffect, type ReactNode } from 'react';
import { useT } from '../../../shared/i18n';
import { QueryError } from '../../../shared/ui/query-error';
import { sessionQueryKey } from '../api/get-session';
import { useAuth } from '../lib/use-auth';
import { accountCornerMessages } from '../account-corner.messages';

interface RequireAuthProps {
  children: ReactNode;
}

/**
 * The protected wrapper (spec section 2): 'Verifying authentication...' while the session loads, then either the
 * page or a redirect to /login carrying the original path. Role and plan gates (Access Denied, Subscription
 * Required) are meant to grow here, from the named policies of @pathwise/contracts.
 */
export function RequireAuth({ children }: RequireAuthProps) {
  const t = useT(accountCornerMessages);
  const auth = useAuth();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // The page this guard is showing, not the location being navigated to: while /login loads, the latter is already
  // /login, and a redirect built from it would nest /login?redirect=/login?redirect=... without end.
  const shownHref = useRouterState({ select: (state) => (state.resolvedLocation ?? state.location).href });
  const mustSignIn = auth.status === 'signed-out' && !auth.error;

  useEffect(() => {
    // An effect, not <Navigate>: that one navigates again on every render, and this page re-renders while /login loads.
    if (mustSignIn) void navigate({ to: '/login', search: { redirect: shownHref }, replace: true });
  }, [mustSignIn, shownHref, navigate]);

  if (auth.status === 'loading') {
    return (
      <p className="verifying" role="status">
        {t('verifying')}
      </p>
    );
  }
  if (auth.status === 'signed-out') {
    // The session could not be checked at all: sending the person to sign in again would not help.
    if (auth.error) {
      return (
        <QueryError
          title={t('couldNotCheckSession')}
          error={auth.error}
          onRetry={() => void queryClient.refetchQueries({ queryKey: sessionQueryKey })}
        />
      );
    }
    return null;
  }
  return children;
}
