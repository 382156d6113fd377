import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { useSignInDestination } from './use-sign-in-destination';

/** Leaves the sign-in page for its destination; replaces it in history, so Back does not return to a used code. */
export function useFinishSignIn(redirect: unknown): () => void {
  const navigate = useNavigate();
  const destination = useSignInDestination(redirect);
  return useCallback(() => void navigate({ href: destination, replace: true }), [navigate, destination]);
}
