import type { PlanInvoiceRecord } from '@pathwise/projections';
import { describe, expect, it } from 'vitest';
import { renderReceipt } from './invoice-receipts.service.js';

const invoice: PlanInvoiceRecord = {
  invoiceId: 'inv-1',
  userId: 'u-1',
  number: 'ADA12345-0002',
  reason: 'proration',
  status: 'paid',
  issuedAt: new Date('2026-04-16T00:00:00Z'),
  currency: 'EUR',
  lines: [
    { kind: 'proration', tier: 'pro_plus', period: 'monthly', fromTier: 'pro', periodStart: '2026-04-16T00:00:00.000Z', periodEnd: '2026-05-01T00:00:00.000Z', amount: 250_000 },
  ],
  subtotal: 250_000,
  taxCountry: 'FR',
  taxRateBasisPoints: 2_000,
  tax: 50_000,
  total: 300_000,
  paymentId: 'pay-1',
  cardBrand: 'visa',
  cardLast4: '4242',
  failureReason: null,
};

describe('invoice receipts', () => {
  it.each([
    ['en', 'Invoice'],
    ['es', 'Factura'],
    ['fr', 'Facture'],
  ] as const)('draws a PDF in %s, French figures and accents included, titled with the invoice number', async (language, word) => {
    const bytes = await renderReceipt({ invoice, language, buyer: { name: 'Élodie Marchand', email: 'elodie@example.com' }, sellerOfRecord: 'Pathwise' });
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.toString('latin1')).toContain(`(${word} ${invoice.number})`);
    expect(bytes.subarray(-6).toString('latin1')).toContain('%%EOF');
  });
});
