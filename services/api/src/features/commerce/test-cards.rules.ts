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

/** Whether a checkout that saves cards keeps this one: every card that pays, and 0341, which is saved but then fails. */
export const testCardIsSaved = (cardNumber: string): boolean =>
  cardNumber === testCards.succeeds || cardNumber === testCards.needsConfirmation || cardNumber === testCards.savedThenFails;

/**
 * A charge of a saved card with nobody at the keyboard (a renewal): 4242 pays; 0341 is declined, as Stripe's is; 3184
 * would need its holder to confirm, which nobody can off session, so it fails too.
 */
export function testCardOffSessionCharge(cardNumber: string): 'succeeded' | 'card_declined' | 'authentication_required' {
  if (cardNumber === testCards.succeeds) return 'succeeded';
  return cardNumber === testCards.needsConfirmation ? 'authentication_required' : 'card_declined';
}
