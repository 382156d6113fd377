import { TestPaymentResponse, type TestConfirmRequest } from '@pathwise/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client';
import { testSessionPath } from './commerce-keys';

/** POST /api/payments/test/sessions/{sessionId}/confirm: the second step a card may ask for, approved or refused. */
export function confirmTestCheckout(sessionId: string, request: TestConfirmRequest) {
  return apiFetch(`${testSessionPath(sessionId)}/confirm`, { method: 'POST', body: request, schema: TestPaymentResponse });
}

export const useConfirmTestCheckout = (sessionId: string) =>
  useMutation({ mutationFn: (request: TestConfirmRequest) => confirmTestCheckout(sessionId, request) });
