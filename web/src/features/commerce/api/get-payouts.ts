import { PayoutsOverviewResponse } from '@pathwise/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client';

export const payoutsQueryKey = ['commerce', 'payouts'] as const;

/** GET /api/connect: the signed-in creator's payout account, balances and payouts. */
export const getPayouts = (signal?: AbortSignal) => apiFetch('/connect', { schema: PayoutsOverviewResponse, signal });

export const getPayoutsQueryOptions = () => queryOptions({ queryKey: payoutsQueryKey, queryFn: ({ signal }) => getPayouts(signal) });

export const usePayouts = () => useQuery(getPayoutsQueryOptions());

/** Where a payout's statement downloads from (a CSV of the sales and refunds it paid for). */
export const payoutStatementUrl = (payoutId: string) => `/api/connect/payouts/${encodeURIComponent(payoutId)}/statement`;
