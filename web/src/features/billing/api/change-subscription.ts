import { BillingResponse, type ChangePlanRequest } from '@pathwise/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client';
import { sessionQueryKey } from '../../identity';
import { billingQueryKey } from './get-billing';
import { invoicesQueryKey } from './get-invoices';

/** POST /api/billing/subscription/plan: another plan or period (an upgrade at once, charged pro rata). */
export const changePlan = (request: ChangePlanRequest) => apiFetch('/billing/subscription/plan', { method: 'POST', body: request, schema: BillingResponse });

/** POST /api/billing/subscription/cancel: the subscription ends at the end of the period paid for. */
export const cancelSubscription = () => apiFetch('/billing/subscription/cancel', { method: 'POST', body: {}, schema: BillingResponse });

/** POST /api/billing/subscription/resume: takes back a pending cancellation. */
export const resumeSubscription = () => apiFetch('/billing/subscription/resume', { method: 'POST', body: {}, schema: BillingResponse });

/** A change of the subscription: the page shows the answer; invoices and the session (the plan gates) are read again. */
function useSubscriptionChange<Input>(mutationFn: (input: Input) => Promise<BillingResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (billing) => {
      queryClient.setQueryData(billingQueryKey, billing);
      await Promise.all([queryClient.invalidateQueries({ queryKey: invoicesQueryKey }), queryClient.invalidateQueries({ queryKey: sessionQueryKey })]);
    },
  });
}

export const useChangePlan = () => useSubscriptionChange(changePlan);
export const useCancelSubscription = () => useSubscriptionChange(cancelSubscription);
export const useResumeSubscription = () => useSubscriptionChange(resumeSubscription);
