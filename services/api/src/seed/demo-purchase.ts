import { testCards } from '@pathwise/contracts';
import type { Platform } from '../app/compose-platform.js';
import type { CommandOrigin } from '../kernel/command-origin.js';
import { demoId, demoPurchase } from './demo-world.js';

export type DemoPurchasePlatform = Pick<Platform, 'commerce'>;

/**
 * The demo's one sale: a learner buys a paid course with the test provider's good card, through the same commands
 * and checkout a buyer's browser goes through, so a fresh start shows an order, its enrolment (which the enrolment
 * reactor appends once the background work runs) and its ledger transaction. The order's id is derived from buyer and
 * course, so a second run finds it paid and pays nothing again.
 */
export async function seedDemoPurchase(platform: DemoPurchasePlatform): Promise<void> {
  const buyerId = demoId('user', demoPurchase.buyer);
  const courseId = demoId('course', demoPurchase.course);
  const origin: CommandOrigin = {
    actor: { userId: buyerId, role: 'student', tier: 'free', sessionId: 'demo-world', via: 'bearer' },
    requestId: 'demo-world',
  };
  const { orders, testProvider } = platform.commerce;
  // A server whose payments go elsewhere (a production one) has no demo sale to make.
  if (!testProvider) return;
  const { orderId, state, courseTitle } = await orders.place(courseId, undefined, origin);
  if (state.status === 'paid') return;
  const { sessionId } = await testProvider.startCheckout({
    orderId,
    courseId,
    courseTitle,
    amount: state.pricing!.total,
    currency: state.currency as 'USD' | 'EUR' | 'GBP',
    successPath: `/courses/${courseId}/purchase/success?orderId=${orderId}`,
    cancelPath: `/courses/${courseId}/purchase/cancel?orderId=${orderId}`,
  });
  await testProvider.charge(sessionId, testCards.succeeds, 'pay');
}
