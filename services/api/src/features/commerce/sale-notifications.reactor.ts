import { inboxStreamId, orderStreamId, type PathwiseEvent } from '@pathwise/event-schemas';
import { deterministicEventId, type Reactor } from '@pathwise/event-store';
import { courseTitleIn } from './sold-course.js';

/** An amount as the inbox stores it, the same in every language (the reader's words come from the wordings around it). */
const plainAmount = (minorUnits: number, currency: string) => `${(minorUnits / 100).toFixed(2)} ${currency}`;

/**
 * When an order is paid, the course's creator gets a notification: the course, what the buyer paid and what the
 * creator earns, worded in the reader's language when read (notification-wordings). The buyer is not named: the
 * inbox keeps no one else's personal data. The id follows from the payment, so a replay raises nothing twice.
 */
export const saleNotificationsReactor: Reactor<PathwiseEvent> = {
  name: 'sale-notifications',
  eventTypes: ['OrderPaid'],
  async react(event, context) {
    if (event.type !== 'OrderPaid') return [];
    const { events } = await context.readStream(orderStreamId(event.data.orderId));
    const placed = events.find((each) => each.type === 'OrderPlaced');
    if (placed?.type !== 'OrderPlaced') return [];
    const { orderId, creatorId, courseId, currency, total, subtotal, platformFee } = placed.data;
    // Only the order's first payment is a sale: a second one (two tabs) is not news to the creator.
    if (events.find((each) => each.type === 'OrderPaid')?.id !== event.id) return [];
    const title = await courseTitleIn(context, courseId);
    return [
      {
        streamId: inboxStreamId(creatorId),
        events: [
          {
            type: 'NotificationRaised',
            data: {
              notificationId: deterministicEventId('sale-notification', orderId),
              userId: creatorId,
              type: 'success',
              title: `New sale of “${title}”`.slice(0, 200),
              message: `${plainAmount(total, currency)} paid; your earnings: ${plainAmount(subtotal - platformFee, currency)}.`,
              priority: 'normal',
              action: { label: 'View sales', url: '/sales' },
              source: { kind: 'sale', courseId, orderId },
            },
          },
        ],
      },
    ];
  },
};
