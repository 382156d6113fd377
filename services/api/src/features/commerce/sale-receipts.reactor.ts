import { orderStreamId, receiptStreamId, streamId, type PathwiseEvent } from '@pathwise/event-schemas';
import type { Reactor } from '@pathwise/event-store';
import { foldAccount, type Mailer } from '../identity/index.js';
import { courseTitleIn } from './sold-course.js';
import { receiptMail, type SellerOfRecord } from './receipt-mail.js';

/**
 * When an order is paid, its buyer gets a receipt by mail, in the language of their account. The receipt's stream
 * records that it went to the mail outbox, so a replayed payment mails nothing again; the mail is handed over before
 * that record commits, so a crash between the two may send it twice, never not at all: a receipt is owed.
 */
export function saleReceiptsReactor(deps: { mailer: Mailer; seller: SellerOfRecord }): Reactor<PathwiseEvent> {
  return {
    name: 'sale-receipts',
    eventTypes: ['OrderPaid'],
    async react(event, context) {
      if (event.type !== 'OrderPaid') return [];
      const { orderId } = event.data;
      const receipt = await context.readStream(receiptStreamId(orderId));
      if (receipt.currentVersion > 0) return [];
      const { events } = await context.readStream(orderStreamId(orderId));
      const placed = events.find((each) => each.type === 'OrderPlaced');
      if (placed?.type !== 'OrderPlaced') return [];
      const { buyerId, courseId, currency, subtotal, taxRateBasisPoints, tax, total } = placed.data;
      // Read in the reactor's transaction, as everything here: on an embedded database it holds the one connection.
      const buyer = foldAccount(buyerId, (await context.readStream(streamId('account', buyerId))).events);
      // An erased account has no address: its receipt is not sent, and not owed to anyone else.
      if (buyer.email) {
        const courseTitle = await courseTitleIn(context, courseId);
        const paidAt = new Date(event.data.paidAt ?? event.recordedAt);
        await deps.mailer.send(
          receiptMail({ to: buyer.email, language: buyer.preferredLanguage, orderId, courseTitle, currency, subtotal, taxRateBasisPoints, tax, total, paidAt, seller: deps.seller }),
        );
      }
      return [{ streamId: receiptStreamId(orderId), events: [{ type: 'ReceiptMailed', data: { orderId, buyerId } }], expectedVersion: 'no_stream' as const }];
    },
  };
}
