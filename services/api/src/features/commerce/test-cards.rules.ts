import { testCards } from '@pathwise/contracts';

/** What the test provider does with a card, at the first step (pay) or the second (confirm). */
export type TestCardOutcome = 'succeeded' | 'declined' | 'requires_confirmation';

/**
 * The test provider's cards, numbered as Stripe's so that people who know one know the other: 4242... pays,
 * 4000 0000 0000 0002 is declined, 4000 0027 6000 3184 asks for a second step. Any other number is declined, as a
 * real provider would decline a card it does not know.
 */
export function testCardOutcome(cardNumber: string, step: 'pay' | 'confirm'): TestCardOutcome {
  if (cardNumber === testCards.succeeds) return 'succeeded';
  if (cardNumber === testCards.needsConfirmation) return step === 'pay' ? 'requires_confirmation' : 'succeeded';
  return 'declined';
}
