import { testCards } from '@pathwise/contracts';
import type { Actor } from '../kernel/actor.js';
import { purchaseOrderId } from '../kernel/purchase-order-id.js';
import type { DemoPurchasePlatform } from './demo-purchase.js';
import { demoId, demoRefund } from './demo-world.js';

/**
 * The demo's one refund: a learner buys a paid course with the test card and asks for a refund within the policy,
 * through the same commands the pages use, so a fresh start shows a refunded order on his purchases, its reversal in
 * the ledger and the refund in his inbox. The order is the buyer's first for the course (generation 0): a second run
 * finds it refunded and buys nothing again.
 */
export async function seedDemoRefund(platform: DemoPurchasePlatform): Promise<void> {
  const buyerId = demoId('user', demoRefund.buyer);
  const courseId = demoId('course', demoRefund.course);
  const actor: Actor = { userId: buyerId, role: 'student', tier: 'free', sessionId: 'demo-world', via: 'bearer' };
  const { orders, testProvider } = platform.commerce;
  if (!testProvider) return;
  const orderId = purchaseOrderId(buyerId, courseId);
  if ((await orders.load(orderId)).status === 'refunded') return;
  const placed = await orders.place(courseId, undefined, { actor, requestId: 'demo-world' });
  if (placed.state.status !== 'paid') {
    const { sessionId } = await testProvider.startCheckout({
      orderId,
      courseId,
      courseTitle: placed.courseTitle,
      amount: placed.state.pricing!.total,
      currency: placed.state.currency as 'USD' | 'EUR' | 'GBP',
      successPath: `/courses/${courseId}/purchase/success?orderId=${orderId}`,
      cancelPath: `/courses/${courseId}/purchase/cancel?orderId=${orderId}`,
    });
    await testProvider.charge(sessionId, testCards.succeeds, 'pay');
  }
  await orders.refund(orderId, actor, testProvider, 'demo-world');
}
