import { StripeOnboardingLinkResponse } from '@pathwise/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api/api-client';

/** POST /api/connect/stripe/onboarding: the creator's Stripe account (opened once) and a fresh link into Stripe's onboarding. */
export const startStripeOnboarding = () => apiFetch('/connect/stripe/onboarding', { method: 'POST', schema: StripeOnboardingLinkResponse });

export const useStartStripeOnboarding = () => useMutation({ mutationFn: startStripeOnboarding });
