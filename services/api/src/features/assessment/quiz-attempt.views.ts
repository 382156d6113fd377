import type { PickedOptionExplanation } from '@pathwise/contracts';
import type { QuizItem } from '@pathwise/event-schemas';

/** Why each option the learner picked is right or wrong, for the options whose author said so, in the item's order. */
export function pickedOptionExplanations(item: Pick<QuizItem, 'options'>, pickedOptionIds: readonly string[]): PickedOptionExplanation[] {
  return item.options.flatMap((option) =>
    pickedOptionIds.includes(option.optionId) && option.explanation?.trim() ? [{ optionId: option.optionId, explanation: option.explanation }] : [],
  );
}
