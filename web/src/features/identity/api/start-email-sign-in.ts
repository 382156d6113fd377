import { StartEmailSignInResponse, type StartEmailSignInRequest } from '@pathwise/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client';

/** POST /api/auth/email/start: mails a 6-digit code; the answer is the same whether or not the address has an account. */
export function startEmailSignIn(request: StartEmailSignInRequest) {
  return apiFetch('/auth/email/start', { method: 'POST', body: request, schema: StartEmailSignInResponse });
}

export const useStartEmailSignIn = () => useMutation({ mutationFn: startEmailSignIn });
