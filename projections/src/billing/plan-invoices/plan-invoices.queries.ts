import type { PlanInvoiceLine } from '@pathwise/event-schemas';
import type { Executor } from '@pathwise/event-store';
import { sql } from 'kysely';
import { LIVE_SCHEMA } from '../../runner/projection.js';
import { PLAN_INVOICES } from './plan-invoices.projection.js';

export interface PlanInvoiceRecord {
  readonly invoiceId: string;
  readonly userId: string;
  readonly number: string;
  readonly reason: 'first_payment' | 'renewal' | 'proration';
  readonly status: 'paid' | 'failed';
  readonly issuedAt: Date;
  readonly currency: 'USD' | 'EUR' | 'GBP';
  readonly lines: PlanInvoiceLine[];
  readonly subtotal: number;
  readonly taxCountry: string | null;
  readonly taxRateBasisPoints: number;
  readonly tax: number;
  readonly total: number;
  readonly paymentId: string | null;
  readonly cardBrand: string;
  readonly cardLast4: string;
  readonly failureReason: string | null;
}

interface Row {
  invoice_id: string;
  user_id: string;
  number: string;
  reason: PlanInvoiceRecord['reason'];
  status: PlanInvoiceRecord['status'];
  issued_at: Date | string;
  currency: PlanInvoiceRecord['currency'];
  lines: PlanInvoiceLine[] | string;
  subtotal: number;
  tax_country: string | null;
  tax_rate_basis_points: number;
  tax: number;
  total: number;
  payment_id: string | null;
  card_brand: string;
  card_last4: string;
  failure_reason: string | null;
}

const record = (row: Row): PlanInvoiceRecord => ({
  invoiceId: row.invoice_id,
  userId: row.user_id,
  number: row.number,
  reason: row.reason,
  status: row.status,
  issuedAt: new Date(row.issued_at),
  currency: row.currency,
  lines: typeof row.lines === 'string' ? (JSON.parse(row.lines) as PlanInvoiceLine[]) : row.lines,
  subtotal: Number(row.subtotal),
  taxCountry: row.tax_country,
  taxRateBasisPoints: Number(row.tax_rate_basis_points),
  tax: Number(row.tax),
  total: Number(row.total),
  paymentId: row.payment_id,
  cardBrand: row.card_brand,
  cardLast4: row.card_last4,
  failureReason: row.failure_reason,
});

/** An account's invoices, the latest first. */
export async function planInvoicesOf(db: Executor, userId: string, limit = 100, schema = LIVE_SCHEMA): Promise<PlanInvoiceRecord[]> {
  const { rows } = await sql<Row>`
    SELECT * FROM ${sql.id(schema, PLAN_INVOICES)} WHERE user_id = ${userId} ORDER BY issued_at DESC, number DESC LIMIT ${limit}
  `.execute(db);
  return rows.map(record);
}

/** One invoice; null when there is none of that id. */
export async function planInvoice(db: Executor, invoiceId: string, schema = LIVE_SCHEMA): Promise<PlanInvoiceRecord | null> {
  const { rows } = await sql<Row>`SELECT * FROM ${sql.id(schema, PLAN_INVOICES)} WHERE invoice_id = ${invoiceId}`.execute(db);
  return rows[0] ? record(rows[0]) : null;
}
