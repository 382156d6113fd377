import { testCards } from '@pathwise/contracts';
import type { Platform } from '../app/compose-platform.js';
import type { CommandOrigin } from '../kernel/command-origin.js';
import { demoCoupon, demoId, demoOrigin, demoPurchase } from './demo-world.js';

export type DemoPurchasePlatform = Pick<Platform, 'commerce'>;

/**
 * The demo's one sale: a learner buys a paid course with the test provider's good card, through the same commands
 * and checkout a buyer's browser goes through, so a fresh start shows an order, its enrolment (which the enrolment
 * reactor appends once the background work runs) and its ledger transaction. The order's id is derived from buyer and
 * course, so a second run finds it paid and pays nothing again.
 */
export async function seedDemoPurchase(platform: DemoPurchasePlatform): Promise<void> {
  await buyWithTestCard(platform, demoPurchase.buyer, demoPurchase.course);
}

/**
 * The demo's coupon: Maya's code for her paid course, made through the same command as the coupon page, and used
 * once by a learner who bought the course with it. The code is the coupon's stream, so a second run finds it there.
 */
export async function seedDemoCoupon(platform: DemoPurchasePlatform): Promise<void> {
  if (!platform.commerce.testProvider) return;
  const { code, creator, course, percent, maxRedemptions, buyer } = demoCoupon;
  const scope = { kind: 'course' as const, courseId: demoId('course', course), creatorId: demoId('user', creator) };
  const terms = { code, discount: { kind: 'percent' as const, percent }, scope, expiresAt: null, maxRedemptions, oncePerCustomer: true };
  await platform.commerce.coupons.create(code, terms, demoOrigin(creator));
  await buyWithTestCard(platform, buyer, course, code);
}

/** A demo learner buys a course through checkout with the test provider's good card (with a coupon, if given). */
async function buyWithTestCard(platform: DemoPurchasePlatform, buyer: string, course: string, couponCode?: string): Promise<void> {
  const buyerId = demoId('user', buyer);
  const courseId = demoId('course', course);
  const origin: CommandOrigin = {
    actor: { userId: buyerId, role: 'student', tier: 'free', sessionId: 'demo-world', via: 'bearer' },
    requestId: 'demo-world',
  };
  const { orders, testProvider } = platform.commerce;
  // A server whose payments go elsewhere (a production one) has no demo sale to make.
  if (!testProvider) return;
  const { orderId, state, courseTitle } = await orders.place(courseId, undefined, origin, couponCode);
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
