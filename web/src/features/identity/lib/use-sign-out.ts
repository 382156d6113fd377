import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { logout } from '../api/logout';
import { useSessionTransitions } from './session-transitions';
import { useAuth } from './use-auth';

/** Signs out the way the account menu does: POST /api/auth/logout, leave for /, then forget the session. */
export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  const transitions = useSessionTransitions();
  const signedIn = useAuth().status === 'signed-in';
  return useCallback(async () => {
    if (signedIn) await logout();
    // Leave a signed-in page before the session goes, or its guard would send the person to /login first.
    await navigate({ to: '/' }).finally(() => {
      if (signedIn) transitions.signedOut();
    });
  }, [navigate, transitions, signedIn]);
}
