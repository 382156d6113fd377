import { creatorPayoutsStreamId } from '@pathwise/event-schemas';
import { creatorShareOf } from '@pathwise/projections';
import type { Platform } from '../app/compose-platform.js';
import { payoutAmountDue, payoutDueAt, payoutIdOf } from '../features/commerce/index.js';
import type { CommandOrigin } from '../kernel/command-origin.js';
import { demoSaleOrders } from './demo-sales.js';
import { demoId } from './demo-world.js';

/** The creator whose sale the demo makes names where her earnings go, so /connect shows an account on a fresh start. */
const demoPayee = { handle: 'maya', holderName: 'Maya Chen', iban: 'DE89370400440532013000' } as const;
/** When the monthly payout ran on the first: early in the morning (UTC). */
const PAYOUT_RUN_HOUR_MS = 6 * 3_600_000;

/**
 * Maya's payout account, through the same command the payouts page sends (the same account again changes nothing),
 * and her last monthly payout: the one due on the first of this month, paying her demo sales from before its cutoff.
 * The payout is appended with the moment it was paid, as the demo's past sales are, so the ledger posts it then and
 * its statement lists those sales. Its id is the payout's own, so the monthly run finds the month paid, and a second
 * seeding, counting against what was paid, pays nothing more.
 */
export async function seedDemoPayouts(platform: Pick<Platform, 'commerce' | 'store'>, now: Date): Promise<void> {
  const creatorId = demoId('user', demoPayee.handle);
  const origin: CommandOrigin = { actor: { userId: creatorId, role: 'instructor', tier: 'pro', sessionId: 'demo-world', via: 'bearer' }, requestId: 'demo-world' };
  await platform.commerce.payouts.connect(creatorId, { holderName: demoPayee.holderName, iban: demoPayee.iban }, origin);

  const { month, cutoff } = payoutDueAt(now);
  const earnedBeforeCutoff = demoSaleOrders(now)
    .filter((order) => order.creatorId === creatorId && order.paidAt < cutoff)
    .reduce((sum, order) => sum + creatorShareOf(order.pricing), 0);
  const amount = payoutAmountDue(await platform.commerce.payouts.load(creatorId), month, 'USD', earnedBeforeCutoff);
  if (amount <= 0) return;
  const firstOfMonth = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1);
  const paidAt = new Date(Math.min(firstOfMonth + PAYOUT_RUN_HOUR_MS, now.getTime()));
  await platform.store.append(
    creatorPayoutsStreamId(creatorId),
    [
      {
        id: demoId('event', `payout-${demoPayee.handle}-${month}`),
        type: 'PayoutPaid',
        data: { payoutId: payoutIdOf(creatorId, month, 'USD'), creatorId, month, currency: 'USD', amount, cutoff: cutoff.toISOString(), paidAt: paidAt.toISOString() },
      },
    ],
    { expectedVersion: 'any', metadata: { actor: { kind: 'system', id: 'demo-seed' }, correlationId: 'demo-world' } },
  );
}
