import { SubscribeResponse, type SubscribeRequest } from '@pathwise/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client';

/** POST /api/billing/subscription: the server prices the plan and answers with the provider's checkout. */
export const subscribe = (request: SubscribeRequest) => apiFetch('/billing/subscription', { method: 'POST', body: request, schema: SubscribeResponse });

/** Starts a plan's checkout; the page then sends the browser to the provider's page, as a hosted checkout needs. */
export const useSubscribe = () => useMutation({ mutationFn: subscribe });
