import type { LearnerQuizItem, QuizAnswer } from '@pathwise/contracts';
import type { QuestionAnswer } from '../components/quiz-question';

/** Kinds the learner answers by typing rather than by picking options. */
const typed = (kind: LearnerQuizItem['kind']) => kind === 'short_answer' || kind === 'numeric';

/** The answer as the server grades it: the typed text for typed kinds, the picked options for the others. */
export const submittedAnswer = (item: Pick<LearnerQuizItem, 'itemId' | 'kind'>, answer: QuestionAnswer): QuizAnswer =>
  typed(item.kind) ? { itemId: item.itemId, optionIds: [], text: answer.text } : { itemId: item.itemId, optionIds: answer.optionIds, text: null };

export const isBlankAnswer = (item: Pick<LearnerQuizItem, 'kind'>, answer: QuestionAnswer) =>
  typed(item.kind) ? answer.text.trim() === '' : answer.optionIds.length === 0;
