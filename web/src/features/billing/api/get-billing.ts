import { BillingResponse } from '@pathwise/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client';

export const billingQueryKey = ['billing'] as const;

/** GET /api/billing: the signed-in account's plan and its free trial. */
export const getBilling = (signal?: AbortSignal) => apiFetch('/billing', { schema: BillingResponse, signal });

export const getBillingQueryOptions = () => queryOptions({ queryKey: billingQueryKey, queryFn: ({ signal }) => getBilling(signal) });

export const useBilling = () => useQuery(getBillingQueryOptions());
