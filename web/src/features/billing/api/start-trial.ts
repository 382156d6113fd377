import { BillingResponse, type StartTrialRequest } from '@pathwise/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client';
import { sessionQueryKey } from '../../identity';
import { billingQueryKey } from './get-billing';

/** POST /api/billing/trial: the free trial of a paid plan, answered once the account is on it. */
export const startTrial = (request: StartTrialRequest) => apiFetch('/billing/trial', { method: 'POST', body: request, schema: BillingResponse });

/** Starts a trial; the page shows the answer, and the session is read again so the whole app knows the new plan. */
export function useStartTrial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startTrial,
    onSuccess: async (billing) => {
      queryClient.setQueryData(billingQueryKey, billing);
      await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    },
  });
}
