import { SessionResponse, type VerifyEmailCodeRequest } from '@pathwise/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client';
import { useSessionTransitions } from '../lib/session-transitions';

/** POST /api/auth/email/verify: signs in with the code; the browser also receives the httpOnly session cookie. */
export function verifyEmailCode(request: VerifyEmailCodeRequest) {
  return apiFetch('/auth/email/verify', { method: 'POST', body: request, schema: SessionResponse });
}

/** Verifies the code and, on success, makes the whole app (queries, socket) see the new session. */
export function useVerifyEmailCode() {
  const transitions = useSessionTransitions();
  return useMutation({ mutationFn: verifyEmailCode, onSuccess: (session) => transitions.signedIn(session) });
}
