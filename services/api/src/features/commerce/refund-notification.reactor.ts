import { inboxStreamId, orderStreamId, streamId, type PathwiseEvent } from '@pathwise/event-schemas';
import { deterministicEventId, type Reactor, type ReactorEffect } from '@pathwise/event-store';
import { foldCourse } from '../courses/index.js';

/** An amount as the notification states it, the same in every language: 58.80 EUR. */
const amountText = (minorUnits: number, currency: string) => `${(minorUnits / 100).toFixed(2)} ${currency}`;

/**
 * When an order is refunded, its buyer hears of it in their inbox, and by mail in the notifications digest if they
 * chose to get one; so does the course's creator, unless they made the refund themselves. The notifications' ids are
 * derived from the order and the reader, so a replay raises nothing twice.
 */
export const refundNotificationReactor: Reactor<PathwiseEvent> = {
  name: 'refund-notification',
  eventTypes: ['OrderRefunded'],
  async react(event, context) {
    if (event.type !== 'OrderRefunded') return [];
    const { orderId, amount, currency, refundedBy } = event.data;
    const { events } = await context.readStream(orderStreamId(orderId));
    const placed = events.find((each) => each.type === 'OrderPlaced');
    if (placed?.type !== 'OrderPlaced') return [];
    const { buyerId, courseId, creatorId } = placed.data;
    const course = foldCourse((await context.readStream(streamId('course', courseId))).events);
    const title = course?.details.title ?? courseId;
    const toCreator: ReactorEffect<PathwiseEvent>[] =
      refundedBy === creatorId
        ? []
        : [
            {
              streamId: inboxStreamId(creatorId),
              events: [
                {
                  type: 'NotificationRaised',
                  data: {
                    notificationId: deterministicEventId('refund-notification', orderId, creatorId),
                    userId: creatorId,
                    type: 'info',
                    title: `A sale of “${title}” was refunded`,
                    message: `${amountText(amount, currency)} was paid back to the buyer; your earnings from this sale are reversed.`,
                    priority: 'normal',
                    action: null,
                    source: { kind: 'order_refunded', courseId, orderId },
                  },
                },
              ],
            },
          ];
    return [
      ...toCreator,
      {
        streamId: inboxStreamId(buyerId),
        events: [
          {
            type: 'NotificationRaised',
            data: {
              notificationId: deterministicEventId('refund-notification', orderId),
              userId: buyerId,
              type: 'info',
              title: `Refund made for “${title}”`,
              message: `${amountText(amount, currency)} was paid back to your card. The course is no longer among your courses.`,
              priority: 'normal',
              action: { label: 'See your purchases', url: '/billing' },
              source: { kind: 'order_refunded', courseId, orderId },
            },
          },
        ],
      },
    ];
  },
};
