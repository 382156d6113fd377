/** A monthly payout sent to a creator's connected account (Stripe Connect): what it pays and where. */
export interface PayoutTransferRequest {
  /** The payout's id, derived from creator, month and currency: the transfer's idempotency key. */
  readonly payoutId: string;
  readonly creatorId: string;
  readonly month: string;
  /** The connected account, `acct_…`. */
  readonly accountId: string;
  readonly amount: number;
  readonly currency: 'USD' | 'EUR' | 'GBP';
}

/** What the provider moved: the payout's stream records this, not what was asked for. */
export interface PayoutTransfer {
  readonly transferId: string;
  readonly destination: string;
  readonly amount: number;
}

/**
 * Sends held earnings to a creator's connected account. Idempotent by payout: asked again for the same payout (a run
 * repeated after a crash between the provider's answer and our append, two servers at once), it moves nothing more
 * and answers the same transfer. Throws when the provider refuses.
 */
export interface PayoutTransfers {
  sendPayout(request: PayoutTransferRequest): Promise<PayoutTransfer>;
}
