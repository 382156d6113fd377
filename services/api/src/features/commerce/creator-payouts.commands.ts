import { creatorPayoutsStreamId, type PathwiseEvent } from '@pathwise/event-schemas';
import type { EventMetadata, EventStore, Executor } from '@pathwise/event-store';
import { creatorEarnings, creatorsWithPayoutAccounts } from '@pathwise/projections';
import type { CommandOrigin } from '../../kernel/command-origin.js';
import { foldState } from '../../kernel/decider.js';
import { executeOnStream, type StreamCommandOutcome } from '../../kernel/stream-command.js';
import type { ConnectedAccountFlags } from './connected-account-status.rules.js';
import { creatorPayoutsDecider, payoutAmountDue, type CreatorPayoutsCommand, type CreatorPayoutsEvent, type CreatorPayoutsState } from './creator-payouts.decider.js';
import { payoutRouteOf } from './payout-route.rules.js';
import { payoutDueAt, payoutIdOf } from './payout-schedule.rules.js';
import type { PayoutTransferRequest, PayoutTransfers } from './payout-transfers.js';

const PAGE = 200;
const PAYOUT_RUN = { actor: { kind: 'system' as const, id: 'monthly-payouts' } };

/** A creator's payout account and payouts as a stream: naming the account, and the monthly run that pays. */
export class CreatorPayouts {
  constructor(
    private readonly deps: {
      readonly store: EventStore<PathwiseEvent>;
      /** The read side: the ledger's earnings and who has a payout account. */
      readonly db: Executor;
      readonly clock: () => Date;
      /** Stripe Connect's transfers, where Stripe takes the payments; null with the built-in provider, which moves no money. */
      readonly transfers: PayoutTransfers | null;
    },
  ) {}

  async load(creatorId: string): Promise<CreatorPayoutsState> {
    const { events } = await this.deps.store.readStream(creatorPayoutsStreamId(creatorId));
    return foldState(creatorPayoutsDecider, creatorId, events as CreatorPayoutsEvent[]);
  }

  connect(creatorId: string, account: { readonly holderName: string; readonly iban: string }, origin: CommandOrigin) {
    const metadata = { correlationId: origin.requestId, causationId: origin.requestId, actor: { kind: 'user' as const, id: origin.actor.userId } };
    return this.#execute(creatorId, { type: 'ConnectPayoutAccount', data: { creatorId, ...account } }, metadata);
  }

  /** Records the creator's Stripe connected account; the first one recorded stays theirs. */
  openConnectedAccount(creatorId: string, accountId: string, origin: CommandOrigin) {
    const metadata = { correlationId: origin.requestId, causationId: origin.requestId, actor: { kind: 'user' as const, id: origin.actor.userId } };
    return this.#execute(creatorId, { type: 'OpenConnectedAccount', data: { creatorId, accountId } }, metadata);
  }

  /** Records what Stripe says of the creator's connected account now (on their return from onboarding, or Stripe's webhook). */
  recordConnectedAccount(creatorId: string, account: { readonly accountId: string } & ConnectedAccountFlags, causation: { readonly requestId: string; readonly actor: EventMetadata['actor'] }) {
    const metadata = { correlationId: causation.requestId, causationId: causation.requestId, actor: causation.actor };
    return this.#execute(creatorId, { type: 'RecordConnectedAccount', data: { creatorId, ...account } }, metadata);
  }

  /**
   * Pays every creator with an account the month just ended, per currency. The earnings are read from the ledger as
   * of the cutoff, which lies a refund window in the past, so the ledger has long posted them and a retry reads the
   * same figure; a run repeated finds each month paid and pays nothing. A creator whose Stripe connected account is
   * active is paid by a transfer to it, made before the payout is recorded under the payout's id as its idempotency
   * key, so a run that dies between the two sends nothing twice when it runs again. One creator's refusal (Stripe
   * declining a transfer) does not hold up the others: the run goes on and reports it at the end.
   */
  async payDueMonth(): Promise<string[]> {
    const { month, cutoff } = payoutDueAt(this.deps.clock());
    const paid: string[] = [];
    const refused: unknown[] = [];
    for (let after: string | null = null; ; ) {
      const creators = await creatorsWithPayoutAccounts(this.deps.db, after, PAGE);
      for (const creatorId of creators) {
        try {
          paid.push(...(await this.#payCreator(creatorId, month, cutoff)));
        } catch (error) {
          refused.push(error);
        }
      }
      if (creators.length < PAGE) break;
      after = creators.at(-1)!;
    }
    if (refused.length > 0) throw new AggregateError(refused, `${refused.length} creators' payouts for ${month} were refused; ${paid.length} were paid`);
    return paid;
  }

  async #payCreator(creatorId: string, month: string, cutoff: Date): Promise<string[]> {
    const paid: string[] = [];
    const earned = await creatorEarnings(this.deps.db, creatorId, { before: cutoff });
    for (const [written, earnedBeforeCutoff] of Object.entries(earned)) {
      const currency = written as PayoutTransferRequest['currency'];
      const payoutId = payoutIdOf(creatorId, month, currency);
      const state = await this.load(creatorId);
      const route = payoutRouteOf(state, this.deps.transfers !== null);
      const amount = payoutAmountDue(state, month, currency, earnedBeforeCutoff);
      if (!route || amount <= 0) continue;
      const transfer =
        route.via === 'stripe_transfer' ? await this.deps.transfers!.sendPayout({ payoutId, creatorId, month, accountId: route.accountId, amount, currency }) : undefined;
      const command: CreatorPayoutsCommand = {
        type: 'PayOut',
        data: { payoutId, creatorId, month, currency, earnedBeforeCutoff, cutoff: cutoff.toISOString(), ...(transfer && { transfer }) },
      };
      if ((await this.#execute(creatorId, command, PAYOUT_RUN)).appended.length > 0) paid.push(payoutId);
    }
    return paid;
  }

  #execute(creatorId: string, command: CreatorPayoutsCommand, metadata: EventMetadata): Promise<StreamCommandOutcome<CreatorPayoutsState, CreatorPayoutsEvent>> {
    return executeOnStream(this.deps.store, { streamId: creatorPayoutsStreamId(creatorId), stateId: creatorId, decider: creatorPayoutsDecider, command: () => command, metadata });
  }
}
