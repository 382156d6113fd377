import { CouponResponse, type CreateCouponRequest } from '@pathwise/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client';
import { commerceKeys } from './commerce-keys';

/** POST /api/coupons: a new coupon for one of the maker's courses, or all of them. */
export function createCoupon(request: CreateCouponRequest) {
  return apiFetch('/coupons', { method: 'POST', body: request, schema: CouponResponse });
}

export function useCreateCoupon() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createCoupon, onSuccess: () => queryClient.invalidateQueries({ queryKey: commerceKeys.coupons() }) });
}
