import { InvoicesResponse } from '@pathwise/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client';

export const invoicesQueryKey = ['billing', 'invoices'] as const;

/** GET /api/billing/invoices: the account's plan invoices, the latest first. */
export const getInvoices = (signal?: AbortSignal) => apiFetch('/billing/invoices', { schema: InvoicesResponse, signal });

export const getInvoicesQueryOptions = () => queryOptions({ queryKey: invoicesQueryKey, queryFn: ({ signal }) => getInvoices(signal) });

export const useInvoices = () => useQuery(getInvoicesQueryOptions());
