import { PaymentMethodChangeResponse } from '@pathwise/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client';

/** POST /api/billing/subscription/payment-method: the provider's page that saves another card for the subscription. */
export const changePaymentMethod = () => apiFetch('/billing/subscription/payment-method', { method: 'POST', body: {}, schema: PaymentMethodChangeResponse });

/** Starts replacing the card; the page then sends the browser to the provider's page, as a hosted page needs. */
export const useChangePaymentMethod = () => useMutation({ mutationFn: changePaymentMethod });
