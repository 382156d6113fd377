import { z } from 'zod';
import { defineEvent } from '../kernel/define-event.js';
import { EntityId } from '../kernel/ids.js';
import { streamId } from '../kernel/stream-id.js';

/** One stream per paid order's receipt: `receipt-<orderId>`, apart from the order so mailing never contends with it. */
export const receiptStreamId = (orderId: string): string => streamId('receipt', orderId);

/**
 * The buyer's receipt for a paid order went to the mail outbox. Recorded so that a replayed payment mails no second
 * receipt; the receipt itself (its figures, seller of record and wording) follows from the order and the buyer's
 * language, so only ids are kept.
 */
export const ReceiptMailed = defineEvent({
  type: 'ReceiptMailed',
  schema: z.object({ orderId: EntityId, buyerId: EntityId }),
});

export const receiptEvents = [ReceiptMailed] as const;
