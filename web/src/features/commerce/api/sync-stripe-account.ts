import { PayoutsOverviewResponse } from '@pathwise/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client';
import { payoutsQueryKey } from './get-payouts';

/** POST /api/connect/stripe/sync: the connected account read again from Stripe, answered with the overview showing it. */
export const syncStripeAccount = () => apiFetch('/connect/stripe/sync', { method: 'POST', schema: PayoutsOverviewResponse });

export function useSyncStripeAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: syncStripeAccount,
    onSuccess: (overview) => queryClient.setQueryData(payoutsQueryKey, overview),
  });
}
