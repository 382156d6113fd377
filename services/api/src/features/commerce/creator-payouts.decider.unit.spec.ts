import { describe, expect, it } from 'vitest';
import { deciderSpecification } from '../../testing/decider-specification.js';
import { creatorPayoutsDecider, type CreatorPayoutsCommand, type CreatorPayoutsEvent } from './creator-payouts.decider.js';

const creatorId = 'maya';
const iban = 'DE89370400440532013000';
const connect = (to = iban): CreatorPayoutsCommand => ({ type: 'ConnectPayoutAccount', data: { creatorId, holderName: 'Maya Lindqvist', iban: to } });
const connected: CreatorPayoutsEvent = {
  type: 'PayoutAccountConnected',
  data: { creatorId, provider: 'test', holderName: 'Maya Lindqvist', iban, ibanLast4: '3000', country: 'DE' },
};
const payOut = (month: string, earnedBeforeCutoff: number, currency: 'EUR' | 'USD' = 'EUR'): CreatorPayoutsCommand => ({
  type: 'PayOut',
  data: { payoutId: `payout-${month}-${currency}`, creatorId, month, currency, earnedBeforeCutoff, cutoff: `${month}-02T00:00:00.000Z` },
});
const paid = (month: string, amount: number, currency: 'EUR' | 'USD' = 'EUR'): CreatorPayoutsEvent => ({
  type: 'PayoutPaid',
  data: { payoutId: `payout-${month}-${currency}`, creatorId, month, currency, amount, cutoff: `${month}-02T00:00:00.000Z` },
});

const given = deciderSpecification(creatorPayoutsDecider, { id: creatorId });

describe('creator payouts decider: the payout account', () => {
  it('connects a bank account, keeping its last four characters and country in clear', () => {
    given().when(connect()).then([connected]);
  });

  it('changes nothing when the same account is connected again, and takes a new one', () => {
    given(connected).when(connect()).then([]);
    given(connected)
      .when(connect('GB82WEST12345698765432'))
      .then((events) => expect(events[0]).toMatchObject({ data: { ibanLast4: '5432', country: 'GB' } }));
  });

  it('refuses an IBAN with a mistyped character, naming the field', () => {
    given().when(connect('DE89370400440532013001')).rejects('invalid', /check digits/, '#/body/iban');
  });
});

describe('creator payouts decider: a month paid out', () => {
  it('pays the earnings past the refund window, once per month and currency', () => {
    given(connected).when(payOut('2026-10', 8_820)).then([paid('2026-10', 8_820)]);
    given(connected, paid('2026-10', 8_820)).when(payOut('2026-10', 9_999)).then([]);
    given(connected, paid('2026-10', 8_820)).when(payOut('2026-10', 1_000, 'USD')).then([paid('2026-10', 1_000, 'USD')]);
  });

  it('pays next month only what was earned since', () => {
    given(connected, paid('2026-10', 8_820)).when(payOut('2026-11', 13_230)).then([paid('2026-11', 4_410)]);
  });

  it('pays nothing without an account, or when refunds left no balance', () => {
    given().when(payOut('2026-10', 8_820)).then([]);
    given(connected, paid('2026-10', 8_820)).when(payOut('2026-11', 4_410)).then([]);
  });
});

describe('creator payouts decider: the Stripe connected account', () => {
  const accountId = 'acct_1Maya';
  const open = (id = accountId): CreatorPayoutsCommand => ({ type: 'OpenConnectedAccount', data: { creatorId, accountId: id } });
  const created: CreatorPayoutsEvent = { type: 'ConnectedAccountCreated', data: { creatorId, provider: 'stripe', accountId } };
  const flags = { chargesEnabled: true, payoutsEnabled: true, detailsSubmitted: true, requirementsDue: false };
  const record = (id = accountId, recorded = flags): CreatorPayoutsCommand => ({ type: 'RecordConnectedAccount', data: { creatorId, accountId: id, ...recorded } });
  const updated: CreatorPayoutsEvent = { type: 'ConnectedAccountUpdated', data: { creatorId, accountId, ...flags } };

  it('records the account once: asked again, or racing with another one, it keeps the first', () => {
    given().when(open()).then([created]);
    given(created).when(open()).then([]);
    given(created).when(open('acct_2Other')).then([]);
  });

  it("records what Stripe says of the account when it changed, and nothing when it says it again", () => {
    given(created).when(record()).then([updated]);
    given(created, updated).when(record()).then([]);
    given(created, updated)
      .when(record(accountId, { ...flags, payoutsEnabled: false, requirementsDue: true }))
      .then([{ type: 'ConnectedAccountUpdated', data: { creatorId, accountId, ...flags, payoutsEnabled: false, requirementsDue: true } }]);
  });

  it("records nothing about an account that is not the creator's, or before one was opened", () => {
    given(created).when(record('acct_2Other')).then([]);
    given().when(record()).then([]);
  });
});

describe('creator payouts decider: a month sent to the Stripe connected account', () => {
  const accountId = 'acct_1Maya';
  const created: CreatorPayoutsEvent = { type: 'ConnectedAccountCreated', data: { creatorId, provider: 'stripe', accountId } };
  const active: CreatorPayoutsEvent = {
    type: 'ConnectedAccountUpdated',
    data: { creatorId, accountId, chargesEnabled: true, payoutsEnabled: true, detailsSubmitted: true, requirementsDue: false },
  };
  const sent = (month: string, amount: number): CreatorPayoutsCommand => {
    const command = payOut(month, amount);
    return command.type === 'PayOut' ? { ...command, data: { ...command.data, transfer: { transferId: `tr_${month}`, destination: accountId, amount } } } : command;
  };
  const transferred = (month: string, amount: number): CreatorPayoutsEvent => {
    const event = paid(month, amount);
    return event.type === 'PayoutPaid' ? { ...event, data: { ...event.data, transfer: { provider: 'stripe', transferId: `tr_${month}`, destination: accountId } } } : event;
  };

  it('records the transfer Stripe made, without a bank account, once per month', () => {
    given(created, active).when(sent('2026-10', 4_410)).then([transferred('2026-10', 4_410)]);
    given(created, active, transferred('2026-10', 4_410)).when(sent('2026-10', 4_410)).then([]);
  });

  it('counts a transfer as paid out: the next month pays only what was earned since', () => {
    given(created, active, transferred('2026-10', 4_410)).when(payOut('2026-11', 8_820)).then([]);
    given(connected, created, active, transferred('2026-10', 4_410)).when(payOut('2026-11', 8_820)).then([paid('2026-11', 4_410)]);
  });
});
