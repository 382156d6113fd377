import { PayoutAccountRequest, PayoutParams, PayoutsOverviewResponse } from '@pathwise/contracts';
import type { Checkpoint, Executor } from '@pathwise/event-store';
import { creatorEarningLines, payoutsOf } from '@pathwise/projections';
import { defineRoute, type RouteDefinition } from '../../http/define-route.js';
import { DomainError } from '../../kernel/domain-error.js';
import type { CreatorPayouts } from './creator-payouts.commands.js';
import { REFUND_WINDOW_DAYS } from './payout-schedule.rules.js';
import { payoutsOverview } from './payouts.views.js';
import { csvField, csvRow } from '../../kernel/csv.js';

const tags = ['commerce', 'payouts'];

export function payoutRoutes(deps: {
  readonly payouts: CreatorPayouts;
  readonly db: Executor;
  readonly clock: () => Date;
  readonly payoutsCaughtUp: (checkpoint: Checkpoint) => Promise<void>;
  readonly stripeConnect: boolean;
}): RouteDefinition[] {
  const overviewOf = (creatorId: string) => payoutsOverview(deps, creatorId);

  return [
    defineRoute({
      method: 'get',
      path: '/connect',
      summary: "The signed-in creator's payout account, balances per currency and payouts",
      description: `Earnings are paid on the first of each month once they are ${REFUND_WINDOW_DAYS} days old (past the refund window).`,
      tags,
      access: 'user',
      responses: { 200: { description: 'The payouts overview', schema: PayoutsOverviewResponse } },
      async handle({ context }) {
        return { status: 200, body: await overviewOf(context.actor!.userId) };
      },
    }),
    defineRoute({
      method: 'put',
      path: '/connect/account',
      summary: 'Name the bank account earnings are paid to (the built-in provider)',
      description: 'The holder name and IBAN are kept in the personal data vault; only the last four characters are shown.',
      tags,
      access: 'user',
      body: PayoutAccountRequest,
      responses: { 200: { description: 'The payouts overview with the account', schema: PayoutsOverviewResponse } },
      async handle({ body, context }) {
        const creatorId = context.actor!.userId;
        const { checkpoint } = await deps.payouts.connect(creatorId, body, { actor: context.actor!, requestId: context.requestId });
        if (checkpoint) await deps.payoutsCaughtUp(checkpoint);
        return { status: 200, body: await overviewOf(creatorId) };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/connect/payouts/:payoutId/statement',
      summary: "One payout's statement as CSV: the sales and refunds it paid for",
      tags,
      access: 'user',
      params: PayoutParams,
      responses: { 200: { description: 'The statement (text/csv)' } },
      async handle({ params, context }) {
        const creatorId = context.actor!.userId;
        const payouts = await payoutsOf(deps.db, creatorId);
        const index = payouts.findIndex((payout) => payout.payoutId === params.payoutId);
        // Another creator's payout is answered as none at all.
        if (index < 0) throw DomainError.notFound(`There is no payout ${params.payoutId}.`, [{ pointer: '#/params/payoutId', detail: 'No such payout' }]);
        const payout = payouts[index]!;
        const previous = payouts.slice(index + 1).find((earlier) => earlier.currency === payout.currency);
        const lines = await creatorEarningLines(deps.db, creatorId, payout.currency, { from: previous ? new Date(previous.cutoff) : null, before: new Date(payout.cutoff) });
        const counted = lines.reduce((sum, line) => sum + line.amount, 0);
        const rows = [
          ['posted_at', 'order_id', 'kind', 'amount_minor_units', 'currency'],
          ...lines.map((line) => [line.postedAt, line.orderId, line.kind, line.amount, payout.currency]),
          // What refunds took below zero before, or what an earlier run left, is settled here.
          ...(counted === payout.amount ? [] : [['', '', 'carried-from-earlier', payout.amount - counted, payout.currency]]),
          ['', '', 'payout-total', payout.amount, payout.currency],
          // Where it went: Stripe's transfer to the creator's connected account, which Stripe then pays to their bank.
          ...(payout.transferId ? [[payout.paidAt, payout.transferId, 'stripe-transfer', payout.amount, payout.currency]] : []),
        ];
        const csv = rows.map((row) => csvRow(row.map((cell) => csvField(cell, { text: typeof cell === 'string' })))).join('');
        return {
          status: 200,
          headers: { 'content-disposition': `attachment; filename="pathwise-payout-${payout.month}-${payout.currency}.csv"` },
          raw: { contentType: 'text/csv; charset=utf-8', bytes: Buffer.from(csv, 'utf8') },
        };
      },
    }),
  ];
}
