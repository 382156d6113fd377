import type { Language } from '@pathwise/event-schemas';
import type { MailMessage } from '../identity/index.js';

export interface SellerOfRecord {
  readonly name: string;
  /** One line, printed under the name; null prints none. */
  readonly address: string | null;
}

export interface ReceiptFacts {
  readonly to: string;
  readonly language: Language;
  readonly orderId: string;
  readonly courseTitle: string;
  readonly currency: string;
  readonly subtotal: number;
  readonly taxRateBasisPoints: number;
  readonly tax: number;
  readonly total: number;
  readonly paidAt: Date;
  readonly seller: SellerOfRecord;
}

const money = (language: Language, minorUnits: number, currency: string) =>
  new Intl.NumberFormat(language, { style: 'currency', currency }).format(minorUnits / 100);
const percent = (language: Language, basisPoints: number) =>
  new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 2 }).format(basisPoints / 10_000);
const dateIn = (language: Language, moment: Date) => new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(moment);

/**
 * The buyer's receipt for a paid order, in their language: what was bought, its price, the tax line (rate and
 * amount, shown at 0 % too, so a receipt always says whether tax was charged), the total, and who sold it in law.
 */
export function receiptMail(facts: ReceiptFacts): MailMessage {
  const { language } = facts;
  const amount = (minorUnits: number) => money(language, minorUnits, facts.currency);
  const rate = percent(language, facts.taxRateBasisPoints);
  const seller = [facts.seller.name, ...(facts.seller.address ? [facts.seller.address] : [])];
  const texts: Record<Language, { subject: string; lines: string[]; sellerHeading: string }> = {
    en: {
      subject: `Your Pathwise receipt: “${facts.courseTitle}”`,
      lines: [
        `Thank you for your purchase. This is your receipt.`,
        `Order: ${facts.orderId}`,
        `Date: ${dateIn(language, facts.paidAt)}`,
        `Course: ${facts.courseTitle}`,
        `Price: ${amount(facts.subtotal)}`,
        `Tax (${rate}): ${amount(facts.tax)}`,
        `Total paid: ${amount(facts.total)}`,
      ],
      sellerHeading: 'Seller of record:',
    },
    es: {
      subject: `Tu recibo de Pathwise: «${facts.courseTitle}»`,
      lines: [
        `Gracias por tu compra. Este es tu recibo.`,
        `Pedido: ${facts.orderId}`,
        `Fecha: ${dateIn(language, facts.paidAt)}`,
        `Curso: ${facts.courseTitle}`,
        `Precio: ${amount(facts.subtotal)}`,
        `Impuestos (${rate}): ${amount(facts.tax)}`,
        `Total pagado: ${amount(facts.total)}`,
      ],
      sellerHeading: 'Vendedor registrado:',
    },
    fr: {
      subject: `Votre reçu Pathwise : « ${facts.courseTitle} »`,
      lines: [
        `Merci pour votre achat. Voici votre reçu.`,
        `Commande : ${facts.orderId}`,
        `Date : ${dateIn(language, facts.paidAt)}`,
        `Cours : ${facts.courseTitle}`,
        `Prix : ${amount(facts.subtotal)}`,
        `Taxe (${rate}) : ${amount(facts.tax)}`,
        `Total payé : ${amount(facts.total)}`,
      ],
      sellerHeading: 'Vendeur officiel :',
    },
  };
  const { subject, lines, sellerHeading } = texts[language];
  return { to: facts.to, subject, text: `${lines.join('\n')}\n\n${sellerHeading}\n${seller.join('\n')}\n` };
}
