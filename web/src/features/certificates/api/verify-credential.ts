import { VerifyCredentialResponse, type VerifyCredentialRequest } from '@pathwise/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client';

/** POST /api/certificates/verify: the server's own verdict on a credential anyone pastes or uploads. */
export const verifyCredential = (request: VerifyCredentialRequest) =>
  apiFetch('/certificates/verify', { method: 'POST', body: request, schema: VerifyCredentialResponse });

export const useVerifyCredential = () => useMutation({ mutationFn: verifyCredential });
