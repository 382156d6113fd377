import type { PathwiseEvent } from '@pathwise/event-schemas';
import type { Executor } from '@pathwise/event-store';
import { sql } from 'kysely';
import type { Projection } from '../../runner/projection.js';

export const PLAN_INVOICES = 'plan_invoices_v1';

async function createTables(db: Executor, schema: string): Promise<void> {
  await sql`
    CREATE TABLE IF NOT EXISTS ${sql.id(schema, PLAN_INVOICES)} (
      invoice_id text PRIMARY KEY,
      user_id text NOT NULL,
      number text NOT NULL,
      reason text NOT NULL,
      status text NOT NULL,
      issued_at timestamptz NOT NULL,
      currency text NOT NULL,
      lines jsonb NOT NULL,
      subtotal integer NOT NULL,
      tax_country text,
      tax_rate_basis_points integer NOT NULL,
      tax integer NOT NULL,
      total integer NOT NULL,
      payment_id text,
      card_brand text NOT NULL,
      card_last4 text NOT NULL,
      failure_reason text
    )
  `.execute(db);
  await sql`CREATE INDEX IF NOT EXISTS plan_invoices_v1_user ON ${sql.id(schema, PLAN_INVOICES)} (user_id, issued_at DESC)`.execute(db);
}

/** Each account's invoices for its plan, paid or failed, as /billing lists them and their receipts print them. */
export const planInvoicesProjection: Projection<PathwiseEvent> = {
  name: 'plan-invoices',
  version: 1,
  eventTypes: ['PlanInvoiceIssued'],
  tables: [PLAN_INVOICES],
  createTables,
  async apply(events, { transaction, schema }) {
    const table = sql.id(schema, PLAN_INVOICES);
    for (const event of events) {
      if (event.type !== 'PlanInvoiceIssued') continue;
      const { data } = event;
      await sql`
        INSERT INTO ${table} (invoice_id, user_id, number, reason, status, issued_at, currency, lines, subtotal, tax_country,
          tax_rate_basis_points, tax, total, payment_id, card_brand, card_last4, failure_reason)
        VALUES (${data.invoiceId}, ${data.userId}, ${data.number}, ${data.reason}, ${data.status}, ${new Date(data.issuedAt)}, ${data.currency},
          ${JSON.stringify(data.lines)}::jsonb, ${data.subtotal}, ${data.taxCountry}, ${data.taxRateBasisPoints}, ${data.tax}, ${data.total},
          ${data.paymentId}, ${data.paymentMethod.brand}, ${data.paymentMethod.last4}, ${data.failureReason})
        ON CONFLICT (invoice_id) DO NOTHING
      `.execute(transaction);
    }
  },
};
