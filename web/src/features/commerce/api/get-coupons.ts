import { CouponListResponse } from '@pathwise/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client';
import { commerceKeys } from './commerce-keys';

/** GET /api/coupons: the coupons the signed-in user made, newest first, with their uses. */
export function getCoupons(signal?: AbortSignal) {
  return apiFetch('/coupons', { schema: CouponListResponse, signal });
}

export const getCouponsQueryOptions = () => queryOptions({ queryKey: commerceKeys.coupons(), queryFn: ({ signal }) => getCoupons(signal) });

export const useCoupons = () => useQuery(getCouponsQueryOptions());
