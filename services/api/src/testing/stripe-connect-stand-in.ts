import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';

/** A connected account in the shape of Stripe's API reference (the fields Pathwise and a reader of the tests need). */
export interface ConnectedAccountRecord {
  id: string;
  object: 'account';
  type: 'express' | 'standard' | 'custom';
  created: number;
  country: string;
  default_currency: string;
  email: string | null;
  business_type: string | null;
  metadata: Record<string, string>;
  capabilities: Record<string, 'active' | 'inactive' | 'pending'>;
  charges_enabled: boolean;
  payouts_enabled: boolean;
  details_submitted: boolean;
  requirements: {
    alternatives: never[];
    current_deadline: number | null;
    currently_due: string[];
    disabled_reason: string | null;
    errors: never[];
    eventually_due: string[];
    past_due: string[];
    pending_verification: string[];
  };
  tos_acceptance: { date: number | null };
  external_accounts: { object: 'list'; data: never[]; has_more: false; url: string };
}

/** An Account Link as Stripe answers it, and the URLs it was asked to send the person back to (kept for the tests). */
export interface AccountLinkRecord {
  object: 'account_link';
  created: number;
  expires_at: number;
  url: string;
}

/** A transfer from the platform's balance to a connected account, in the shape of Stripe's API reference. */
export interface TransferRecord {
  id: string;
  object: 'transfer';
  amount: number;
  amount_reversed: number;
  balance_transaction: string;
  created: number;
  currency: string;
  description: string | null;
  destination: string;
  destination_payment: string;
  livemode: false;
  metadata: Record<string, string>;
  reversals: { object: 'list'; data: never[]; has_more: false; total_count: 0; url: string };
  reversed: false;
  source_transaction: null;
  source_type: 'card';
  transfer_group: string | null;
}

type Answer = { status: number; body: unknown };

/** What Stripe asks of a new Express account before it may take charges and be paid out. */
const ONBOARDING_REQUIREMENTS = ['business_type', 'external_account', 'tos_acceptance.date', 'tos_acceptance.ip'];

const now = () => Math.floor(Date.now() / 1000);

const notFound = (id: string): Answer => ({
  status: 404,
  body: { error: { type: 'invalid_request_error', code: 'resource_missing', param: 'account', message: `No such account: '${id}'` } },
});

const invalid = (param: string, message: string): Answer => ({ status: 400, body: { error: { type: 'invalid_request_error', param, message } } });

/** The nested keys Stripe's client sends as form fields (`metadata[creatorId]`), gathered under their prefix. */
const fieldsUnder = (form: URLSearchParams, prefix: string): Record<string, string> =>
  Object.fromEntries([...form].filter(([key]) => key.startsWith(`${prefix}[`) && !key.slice(prefix.length + 1).includes('[')).map(([key, value]) => [key.slice(prefix.length + 1, -1), value]));

/**
 * Stripe Connect as the tests stand it in, since localstripe has none: `POST /v1/accounts` (honouring the
 * Idempotency-Key header as Stripe does: a repeated key answers the first account), `GET /v1/accounts/:id`,
 * `POST /v1/account_links`, and `POST /v1/transfers` and `GET /v1/transfers/:id` (the platform's balance sent to a
 * connected account, under an idempotency key). Onboarding on Stripe's hosted pages is what a test does with `completeOnboarding`, which
 * answers the `account.updated` event Stripe would send to the Connect endpoint.
 */
export class StripeConnectStandIn {
  readonly #accounts = new Map<string, ConnectedAccountRecord>();
  readonly #byIdempotencyKey = new Map<string, string>();
  readonly #links: (AccountLinkRecord & { account: string; refresh_url: string; return_url: string; type: string })[] = [];
  readonly #transfers = new Map<string, TransferRecord>();
  /** A transfer's idempotency key, with the parameters it was first sent with: Stripe refuses the key with others. */
  readonly #transfersByKey = new Map<string, { transferId: string; parameters: string }>();

  constructor(private readonly origin: () => string) {}

  /** Every account created, oldest first. */
  get accounts(): readonly ConnectedAccountRecord[] {
    return [...this.#accounts.values()];
  }

  /** Every account link asked for, with what it was asked for. */
  get links(): readonly (AccountLinkRecord & { account: string; refresh_url: string; return_url: string; type: string })[] {
    return this.#links;
  }

  /** Every transfer made, oldest first. */
  get transfers(): readonly TransferRecord[] {
    return [...this.#transfers.values()];
  }

  /** The Idempotency-Key a transfer was first made with. */
  idempotencyKeyOf(transferId: string): string | null {
    return [...this.#transfersByKey].find(([, made]) => made.transferId === transferId)?.[0] ?? null;
  }

  account(accountId: string): ConnectedAccountRecord {
    const account = this.#accounts.get(accountId);
    if (!account) throw new Error(`No connected account ${accountId}`);
    return account;
  }

  /** Answers a Connect request, or null for any other path. */
  answer(method: string, path: string, form: URLSearchParams, idempotencyKey: string | undefined): Answer | null {
    if (method === 'POST' && path === '/v1/accounts') return this.#create(form, idempotencyKey);
    const accountPath = /^\/v1\/accounts\/([^/]+)$/.exec(path);
    if (method === 'GET' && accountPath) {
      const account = this.#accounts.get(accountPath[1]!);
      return account ? { status: 200, body: account } : notFound(accountPath[1]!);
    }
    if (method === 'POST' && path === '/v1/account_links') return this.#link(form);
    if (method === 'POST' && path === '/v1/transfers') return this.#transfer(form, idempotencyKey);
    const transferPath = /^\/v1\/transfers\/([^/]+)$/.exec(path);
    if (method === 'GET' && transferPath) {
      const transfer = this.#transfers.get(transferPath[1]!);
      return transfer
        ? { status: 200, body: transfer }
        : { status: 404, body: { error: { type: 'invalid_request_error', code: 'resource_missing', param: 'id', message: `No such transfer: '${transferPath[1]}'` } } };
    }
    return null;
  }

  /** The person finished onboarding and Stripe verified them: the account may take charges and be paid out. */
  completeOnboarding(accountId: string): Stripe.Event {
    const account = this.account(accountId);
    Object.assign(account, {
      business_type: 'individual',
      details_submitted: true,
      charges_enabled: true,
      payouts_enabled: true,
      capabilities: Object.fromEntries(Object.keys(account.capabilities).map((capability) => [capability, 'active'])),
      requirements: { ...account.requirements, currently_due: [], eventually_due: [], past_due: [], disabled_reason: null },
      tos_acceptance: { date: now() },
    });
    return accountUpdated(account);
  }

  /** Whether an account may receive destination charges now, as Stripe checks when a session names it. */
  refusesDestination(accountId: string): Answer | null {
    const account = this.#accounts.get(accountId);
    if (!account) return invalid('payment_intent_data[transfer_data][destination]', `No such destination: '${accountId}'`);
    if (account.capabilities['transfers'] !== 'active') {
      return invalid('payment_intent_data[transfer_data][destination]', 'Your destination account needs to have at least one of the following capabilities enabled: transfers, crypto_transfers, legacy_payments');
    }
    return null;
  }

  #create(form: URLSearchParams, idempotencyKey: string | undefined): Answer {
    const repeated = idempotencyKey ? this.#byIdempotencyKey.get(idempotencyKey) : undefined;
    if (repeated) return { status: 200, body: this.#accounts.get(repeated) };
    const type = form.get('type');
    if (type !== 'express' && type !== 'standard' && type !== 'custom') return invalid('type', 'Invalid type: must be one of express, standard, or custom');
    const id = `acct_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
    const requested = [...form].flatMap(([key, value]) => {
      const capability = /^capabilities\[(\w+)\]\[requested\]$/.exec(key)?.[1];
      return capability && value === 'true' ? [capability] : [];
    });
    const account: ConnectedAccountRecord = {
      id,
      object: 'account',
      type,
      created: now(),
      country: form.get('country') ?? 'US',
      default_currency: 'usd',
      email: form.get('email'),
      business_type: null,
      metadata: fieldsUnder(form, 'metadata'),
      capabilities: Object.fromEntries(requested.map((capability) => [capability, 'inactive'])),
      charges_enabled: false,
      payouts_enabled: false,
      details_submitted: false,
      requirements: {
        alternatives: [],
        current_deadline: null,
        currently_due: [...ONBOARDING_REQUIREMENTS],
        disabled_reason: 'requirements.past_due',
        errors: [],
        eventually_due: [...ONBOARDING_REQUIREMENTS],
        past_due: [...ONBOARDING_REQUIREMENTS],
        pending_verification: [],
      },
      tos_acceptance: { date: null },
      external_accounts: { object: 'list', data: [], has_more: false, url: `/v1/accounts/${id}/external_accounts` },
    };
    this.#accounts.set(id, account);
    if (idempotencyKey) this.#byIdempotencyKey.set(idempotencyKey, id);
    return { status: 200, body: account };
  }

  /**
   * A transfer to a connected account, refused as Stripe refuses it when the account cannot take transfers. A repeated
   * Idempotency-Key answers the first transfer; the same key with other parameters is an idempotency error, as Stripe's.
   */
  #transfer(form: URLSearchParams, idempotencyKey: string | undefined): Answer {
    const parameters = [...form].sort(([a], [b]) => a.localeCompare(b)).map(([key, value]) => `${key}=${value}`).join('&');
    const repeated = idempotencyKey ? this.#transfersByKey.get(idempotencyKey) : undefined;
    if (repeated) {
      return repeated.parameters === parameters
        ? { status: 200, body: this.#transfers.get(repeated.transferId) }
        : {
            status: 400,
            body: {
              error: {
                type: 'idempotency_error',
                message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
              },
            },
          };
    }
    const amount = Number(form.get('amount'));
    if (!Number.isInteger(amount) || amount < 1) return invalid('amount', 'Invalid positive integer');
    const currency = form.get('currency');
    if (!currency) return invalid('currency', 'Missing required param: currency.');
    const destination = form.get('destination') ?? '';
    const account = this.#accounts.get(destination);
    if (!account) return invalid('destination', `No such destination: '${destination}'`);
    if (account.capabilities['transfers'] !== 'active') {
      return invalid('destination', 'Your destination account needs to have at least one of the following capabilities enabled: transfers, crypto_transfers, legacy_payments');
    }
    const id = `tr_${randomUUID().replaceAll('-', '').slice(0, 24)}`;
    const transfer: TransferRecord = {
      id,
      object: 'transfer',
      amount,
      amount_reversed: 0,
      balance_transaction: `txn_${randomUUID().replaceAll('-', '').slice(0, 24)}`,
      created: now(),
      currency,
      description: form.get('description'),
      destination,
      destination_payment: `py_${randomUUID().replaceAll('-', '').slice(0, 24)}`,
      livemode: false,
      metadata: fieldsUnder(form, 'metadata'),
      reversals: { object: 'list', data: [], has_more: false, total_count: 0, url: `/v1/transfers/${id}/reversals` },
      reversed: false,
      source_transaction: null,
      source_type: 'card',
      transfer_group: form.get('transfer_group'),
    };
    this.#transfers.set(id, transfer);
    if (idempotencyKey) this.#transfersByKey.set(idempotencyKey, { transferId: id, parameters });
    return { status: 200, body: transfer };
  }

  #link(form: URLSearchParams): Answer {
    const accountId = form.get('account') ?? '';
    if (!this.#accounts.has(accountId)) return notFound(accountId);
    const type = form.get('type');
    if (type !== 'account_onboarding' && type !== 'account_update') return invalid('type', 'Invalid type: must be one of account_onboarding or account_update');
    const refreshUrl = form.get('refresh_url');
    const returnUrl = form.get('return_url');
    if (!refreshUrl) return invalid('refresh_url', 'Missing required param: refresh_url.');
    if (!returnUrl) return invalid('return_url', 'Missing required param: return_url.');
    const link: AccountLinkRecord = {
      object: 'account_link',
      created: now(),
      // Stripe's links are short-lived and used once.
      expires_at: now() + 300,
      url: `${this.origin()}/setup/e/${accountId}/${randomUUID().replaceAll('-', '')}`,
    };
    this.#links.push({ ...link, account: accountId, refresh_url: refreshUrl, return_url: returnUrl, type });
    return { status: 200, body: link };
  }
}

/** The event Stripe sends a Connect endpoint when an account changes: it names the connected account it is about. */
const accountUpdated = (account: ConnectedAccountRecord): Stripe.Event =>
  ({
    id: `evt_test_${randomUUID().replaceAll('-', '')}`,
    object: 'event',
    account: account.id,
    api_version: Stripe.API_VERSION,
    created: now(),
    type: 'account.updated',
    data: { object: structuredClone(account), previous_attributes: { charges_enabled: false, payouts_enabled: false, details_submitted: false } },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
  }) as unknown as Stripe.Event;
