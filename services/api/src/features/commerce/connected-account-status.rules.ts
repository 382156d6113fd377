import type { ConnectedAccountStatus } from '@pathwise/contracts';

/** What Stripe last said of a creator's connected account, as the payout stream records it. */
export interface ConnectedAccountFlags {
  readonly chargesEnabled: boolean;
  readonly payoutsEnabled: boolean;
  readonly detailsSubmitted: boolean;
  readonly requirementsDue: boolean;
}

/**
 * Where a connected account stands for its creator: active once Stripe lets it take charges and be paid out (and only
 * then are sales paid to it); needing information while onboarding is unfinished or Stripe asks for more; pending
 * while Stripe checks what was given.
 */
export function connectedAccountStatus(flags: ConnectedAccountFlags): ConnectedAccountStatus {
  if (flags.chargesEnabled && flags.payoutsEnabled) return 'active';
  if (!flags.detailsSubmitted || flags.requirementsDue) return 'needs_information';
  return 'pending';
}
