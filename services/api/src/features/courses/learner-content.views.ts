import type { LearnerLessonBlock, LearnerQuizItem } from '@pathwise/contracts';
import type { LessonBlock, QuizItem } from '@pathwise/event-schemas';

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

/** A lesson's block as a learner reads it: a check-yourself question asked as a quiz item is. */
export const learnerBlockOf = (block: LessonBlock): LearnerLessonBlock => (block.kind === 'check' ? { kind: 'check', item: learnerItemOf(block.item) } : block);
