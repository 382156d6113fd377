import { TestCheckoutSessionResponse } from '@pathwise/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client';
import { commerceKeys, testSessionPath } from './commerce-keys';

/** GET /api/payments/test/sessions/{sessionId}: what the test checkout asks to be paid, and where it returns. */
export function getTestCheckoutSession(sessionId: string, signal?: AbortSignal) {
  return apiFetch(testSessionPath(sessionId), { schema: TestCheckoutSessionResponse, signal });
}

export const getTestCheckoutSessionQueryOptions = (sessionId: string) =>
  queryOptions({ queryKey: commerceKeys.testCheckout(sessionId), queryFn: ({ signal }) => getTestCheckoutSession(sessionId, signal) });

export const useTestCheckoutSession = (sessionId: string) => useQuery(getTestCheckoutSessionQueryOptions(sessionId));
