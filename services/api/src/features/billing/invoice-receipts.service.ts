import type { Language, PaidTier } from '@pathwise/event-schemas';
import type { PlanInvoiceRecord } from '@pathwise/projections';
import PDFDocument from 'pdfkit';

/** Plan names are the brand's, the same in every language. */
const planNames: Readonly<Record<PaidTier, string>> = { pro: 'Pro', pro_plus: 'Pro Plus' };

const words = {
  en: {
    receipt: 'Receipt',
    invoice: 'Invoice',
    number: 'Invoice number',
    date: 'Date',
    status: 'Status',
    paid: 'Paid',
    failed: 'Payment failed',
    billedTo: 'Billed to',
    seller: 'Seller',
    plan: (plan: string, period: string) => `${plan} plan, ${period}`,
    proration: (from: string, to: string) => `Upgrade from ${from} to ${to}, rest of the period`,
    monthly: 'monthly',
    yearly: 'yearly',
    periodFromTo: (from: string, to: string) => `${from} to ${to}`,
    subtotal: 'Subtotal',
    tax: (rate: string, country: string | null) => (country ? `Tax (${country}, ${rate})` : `Tax (${rate})`),
    total: 'Total',
    paidWith: (brand: string, last4: string) => `Paid with ${brand} ending in ${last4}`,
    triedWith: (brand: string, last4: string) => `Charged to ${brand} ending in ${last4}: declined`,
    thanks: 'Thank you for teaching with Pathwise.',
  },
  es: {
    receipt: 'Recibo',
    invoice: 'Factura',
    number: 'Número de factura',
    date: 'Fecha',
    status: 'Estado',
    paid: 'Pagada',
    failed: 'Pago fallido',
    billedTo: 'Facturado a',
    seller: 'Vendedor',
    plan: (plan: string, period: string) => `Plan ${plan}, ${period}`,
    proration: (from: string, to: string) => `Mejora de ${from} a ${to}, resto del periodo`,
    monthly: 'mensual',
    yearly: 'anual',
    periodFromTo: (from: string, to: string) => `del ${from} al ${to}`,
    subtotal: 'Subtotal',
    tax: (rate: string, country: string | null) => (country ? `Impuestos (${country}, ${rate})` : `Impuestos (${rate})`),
    total: 'Total',
    paidWith: (brand: string, last4: string) => `Pagado con ${brand} terminada en ${last4}`,
    triedWith: (brand: string, last4: string) => `Cargo a ${brand} terminada en ${last4}: rechazado`,
    thanks: 'Gracias por enseñar con Pathwise.',
  },
  fr: {
    receipt: 'Reçu',
    invoice: 'Facture',
    number: 'Numéro de facture',
    date: 'Date',
    status: 'Statut',
    paid: 'Payée',
    failed: 'Paiement refusé',
    billedTo: 'Facturé à',
    seller: 'Vendeur',
    plan: (plan: string, period: string) => `Offre ${plan}, ${period}`,
    proration: (from: string, to: string) => `Passage de ${from} à ${to}, reste de la période`,
    monthly: 'mensuelle',
    yearly: 'annuelle',
    periodFromTo: (from: string, to: string) => `du ${from} au ${to}`,
    subtotal: 'Sous-total',
    tax: (rate: string, country: string | null) => (country ? `Taxe (${country}, ${rate})` : `Taxe (${rate})`),
    total: 'Total',
    paidWith: (brand: string, last4: string) => `Payé avec ${brand} se terminant par ${last4}`,
    triedWith: (brand: string, last4: string) => `Prélèvement sur ${brand} se terminant par ${last4} : refusé`,
    thanks: 'Merci d’enseigner avec Pathwise.',
  },
} as const;

/** The standard PDF fonts know Windows-1252 only: the narrow spaces Intl puts in French figures become plain spaces. */
const printable = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

export interface ReceiptFacts {
  readonly invoice: PlanInvoiceRecord;
  readonly language: Language;
  /** The buyer as the receipt names them. */
  readonly buyer: { readonly name: string; readonly email: string | null };
  readonly sellerOfRecord: string;
}

/**
 * An invoice's receipt as a PDF (pdfkit, ADR 44): who sold and who bought, the lines, tax and total in the account's
 * language, amounts and dates formatted for it. The invoice number is also the document's title, so a search of the
 * files finds it.
 */
export function renderReceipt(facts: ReceiptFacts): Promise<Buffer> {
  const { invoice, language } = facts;
  const t = words[language];
  const money = (amount: number) => printable(new Intl.NumberFormat(language, { style: 'currency', currency: invoice.currency }).format(amount / 100));
  const day = (moment: Date | string) => printable(new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(moment)));
  const percent = printable(new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 2 }).format(invoice.taxRateBasisPoints / 10_000));
  const document = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: `${t.receipt} ${invoice.number}`, Subject: `${t.invoice} ${invoice.number}`, Author: facts.sellerOfRecord, Creator: 'Pathwise' },
  });
  const chunks: Buffer[] = [];
  document.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
  });

  document.font('Helvetica-Bold').fontSize(22).text(`${t.receipt} · ${facts.sellerOfRecord}`);
  document.moveDown();
  document.font('Helvetica').fontSize(11);
  const fact = (label: string, value: string) => document.font('Helvetica-Bold').text(`${label}: `, { continued: true }).font('Helvetica').text(value);
  fact(t.number, invoice.number);
  fact(t.date, day(invoice.issuedAt));
  fact(t.status, invoice.status === 'paid' ? t.paid : t.failed);
  fact(t.seller, facts.sellerOfRecord);
  fact(t.billedTo, facts.buyer.email ? `${facts.buyer.name} <${facts.buyer.email}>` : facts.buyer.name);
  document.moveDown(1.5);

  const row = (label: string, amount: string, bold = false) => {
    const y = document.y;
    document.font(bold ? 'Helvetica-Bold' : 'Helvetica').text(label, 56, y, { width: 360 });
    const after = document.y;
    document.text(amount, 420, y, { width: 120, align: 'right' });
    document.y = Math.max(after, document.y);
    document.x = 56;
  };
  for (const line of invoice.lines) {
    const period = line.period === 'monthly' ? t.monthly : t.yearly;
    const label =
      line.kind === 'proration' && line.fromTier
        ? t.proration(planNames[line.fromTier], planNames[line.tier])
        : t.plan(planNames[line.tier], period);
    row(`${label}\n${t.periodFromTo(day(line.periodStart), day(line.periodEnd))}`, money(line.amount));
    document.moveDown(0.5);
  }
  document.moveTo(56, document.y).lineTo(540, document.y).stroke();
  document.moveDown(0.5);
  row(t.subtotal, money(invoice.subtotal));
  row(t.tax(percent, invoice.taxCountry), money(invoice.tax));
  row(t.total, money(invoice.total), true);
  document.moveDown(1.5);
  document.font('Helvetica').text(invoice.status === 'paid' ? t.paidWith(invoice.cardBrand.toUpperCase(), invoice.cardLast4) : t.triedWith(invoice.cardBrand.toUpperCase(), invoice.cardLast4));
  document.moveDown();
  document.text(t.thanks);
  document.end();
  return done;
}
