import { PayoutsOverviewResponse, type PayoutAccountRequest } from '@pathwise/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client';
import { payoutsQueryKey } from './get-payouts';

/** PUT /api/connect/account: the bank account earnings are paid to; answered with the overview showing it. */
export const connectPayoutAccount = (request: PayoutAccountRequest) =>
  apiFetch('/connect/account', { method: 'PUT', body: request, schema: PayoutsOverviewResponse });

export function useConnectPayoutAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: connectPayoutAccount,
    onSuccess: (overview) => queryClient.setQueryData(payoutsQueryKey, overview),
  });
}
