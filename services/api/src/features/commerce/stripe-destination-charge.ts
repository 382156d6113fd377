import type Stripe from 'stripe';
import type { CheckoutRequest } from './payment-provider.js';

/**
 * A checkout's payment intent as a destination charge: Stripe moves the payment to the creator's connected account and
 * sends the application fee back to the platform. Nothing is added for a checkout without a destination.
 */
export function destinationChargeOf(request: Pick<CheckoutRequest, 'destination'>): Pick<Stripe.Checkout.SessionCreateParams.PaymentIntentData, 'transfer_data' | 'application_fee_amount'> {
  if (!request.destination) return {};
  return { transfer_data: { destination: request.destination.accountId }, application_fee_amount: request.destination.applicationFee };
}

/**
 * What a paid destination charge moved to the connected account: the amount less the application fee, unless the
 * charge named the transfer's amount itself. Null for a charge the platform kept whole.
 */
export function transferOf(intent: Pick<Stripe.PaymentIntent, 'amount' | 'application_fee_amount' | 'transfer_data'>): { destination: string; amount: number } | null {
  const destination = intent.transfer_data?.destination;
  if (!destination) return null;
  const amount = intent.transfer_data?.amount ?? intent.amount - (intent.application_fee_amount ?? 0);
  return { destination: typeof destination === 'string' ? destination : destination.id, amount };
}
