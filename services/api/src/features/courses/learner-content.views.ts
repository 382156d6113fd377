import type { LearnerQuizItem } from '@pathwise/contracts';
import type { QuizItem } from '@pathwise/event-schemas';

/**
 * A question as a learner is asked it: without its key, its explanation or its options' explanations, which only an
 * answer earns; a numeric item keeps its unit, shown beside the input.
 */
export function learnerItemOf({ answerKey, explanation: _why, options, ...item }: QuizItem): LearnerQuizItem {
  return {
    ...item,
    options: options.map(({ explanation: _optionWhy, ...option }) => option),
    ...(answerKey.numeric ? { unit: answerKey.numeric.unit } : {}),
  };
}
