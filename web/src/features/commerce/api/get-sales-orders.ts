import { SalesOrdersResponse } from '@pathwise/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client';
import { salesFilterParams, salesKeys, type SalesOrderFilters } from './commerce-keys';

export const SALES_ORDERS_PAGE_SIZE = 20;

/** GET /api/sales/orders: one page of the creator's orders matching the filters, after the cursor. */
export function getSalesOrders(filters: SalesOrderFilters, cursor: string | null, signal?: AbortSignal) {
  const params = salesFilterParams(filters);
  params.set('limit', String(SALES_ORDERS_PAGE_SIZE));
  if (cursor) params.set('cursor', cursor);
  return apiFetch(`/sales/orders?${params.toString()}`, { schema: SalesOrdersResponse, signal });
}

export const getSalesOrdersQueryOptions = (filters: SalesOrderFilters, cursor: string | null) =>
  queryOptions({ queryKey: salesKeys.orders(filters, cursor), queryFn: ({ signal }) => getSalesOrders(filters, cursor, signal), placeholderData: keepPreviousData });

export const useSalesOrders = (filters: SalesOrderFilters, cursor: string | null) => useQuery(getSalesOrdersQueryOptions(filters, cursor));

/** Where the export of the orders matching the filters downloads from (the session cookie signs it in). */
export const salesExportHref = (filters: SalesOrderFilters) => {
  const query = salesFilterParams(filters).toString();
  return `/api/sales/orders.csv${query ? `?${query}` : ''}`;
};
