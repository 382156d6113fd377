import { TestPaymentResponse, type TestCardRequest } from '@pathwise/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client';
import { testSessionPath } from './commerce-keys';

/** POST /api/payments/test/sessions/{sessionId}/pay: the test provider takes the card and tells us what came of it. */
export function payTestCheckout(sessionId: string, request: TestCardRequest) {
  return apiFetch(`${testSessionPath(sessionId)}/pay`, { method: 'POST', body: request, schema: TestPaymentResponse });
}

export const usePayTestCheckout = (sessionId: string) => useMutation({ mutationFn: (request: TestCardRequest) => payTestCheckout(sessionId, request) });
