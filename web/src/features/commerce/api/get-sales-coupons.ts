import { SalesCouponsResponse } from '@pathwise/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client';
import { salesKeys } from './commerce-keys';

/** GET /api/sales/coupons: how each of the creator's coupon codes sold, per currency. */
export const getSalesCoupons = (signal?: AbortSignal) => apiFetch('/sales/coupons', { schema: SalesCouponsResponse, signal });

export const getSalesCouponsQueryOptions = () => queryOptions({ queryKey: salesKeys.coupons(), queryFn: ({ signal }) => getSalesCoupons(signal) });

export const useSalesCoupons = () => useQuery(getSalesCouponsQueryOptions());
