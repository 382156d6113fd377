import { CouponResponse } from '@pathwise/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client';
import { commerceKeys } from './commerce-keys';

/** POST /api/coupons/{code}/disable: the coupon takes no new order. */
export function disableCoupon(code: string) {
  return apiFetch(`/coupons/${encodeURIComponent(code)}/disable`, { method: 'POST', body: {}, schema: CouponResponse });
}

export function useDisableCoupon() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: disableCoupon, onSuccess: () => queryClient.invalidateQueries({ queryKey: commerceKeys.coupons() }) });
}
