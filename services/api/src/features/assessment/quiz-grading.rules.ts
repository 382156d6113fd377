import type { AnswerKey, ItemResult, Quiz, QuizAnswer } from '@pathwise/event-schemas';
import { findQuiz, foldCourse, type CourseState } from '../courses/index.js';
import { isNumericAnswerCorrect } from './numeric-answer.rules.js';

/** Typed answers match when they agree but for case, spacing and surrounding blanks. */
const normalise = (text: string) => text.normalize('NFKC').trim().replace(/\s+/g, ' ').toLocaleLowerCase();

/**
 * Whether an answer is right under a key: the expected number within its tolerance, one of the accepted texts, or the
 * exact set of correct options.
 */
export function isCorrect(answer: QuizAnswer | undefined, key: AnswerKey): boolean {
  if (!answer) return false;
  if (key.numeric) return isNumericAnswerCorrect(answer.text, key.numeric);
  if (key.acceptedAnswers.length > 0) {
    return answer.text !== null && key.acceptedAnswers.some((accepted) => normalise(accepted) === normalise(answer.text!));
  }
  const picked = new Set(answer.optionIds);
  return picked.size === key.correctOptionIds.length && key.correctOptionIds.every((id) => picked.has(id));
}

export interface Grade {
  readonly results: ItemResult[];
  readonly score: number;
  readonly passed: boolean;
}

/** Scores against whatever keys the quiz holds; an unanswered item is wrong. */
export function gradeQuiz(quiz: Quiz, answers: readonly QuizAnswer[], keyOf = (itemId: string, key: AnswerKey) => key): Grade {
  const byItem = new Map(answers.map((answer) => [answer.itemId, answer]));
  const results = quiz.items.map((item) => ({ itemId: item.itemId, correct: isCorrect(byItem.get(item.itemId), keyOf(item.itemId, item.answerKey)) }));
  return scoreOf(quiz, results);
}

export function scoreOf(quiz: Pick<Quiz, 'passingScore'>, results: readonly ItemResult[]): Grade {
  const correct = results.filter((result) => result.correct).length;
  const score = results.length === 0 ? 0 : Math.round((correct / results.length) * 1000) / 10;
  return { results: [...results], score, passed: score >= quiz.passingScore };
}

/**
 * The quiz learners take: as it was published, with every answer-key correction made since applied, so a fix
 * reaches new attempts at once without publishing again.
 */
export function quizForLearners(
  events: readonly { type: string; data: unknown; streamVersion: number }[],
  state: CourseState,
  quizId: string,
): { quiz: Quiz; version: number } | null {
  const version = state.publishedVersion ?? state.version;
  const published = foldCourse(events, version);
  const quiz = published ? findQuiz(published, quizId) : null;
  if (!quiz) return null;
  const corrected = new Map<string, AnswerKey>();
  for (const event of events) {
    if (event.streamVersion <= version || event.type !== 'AnswerKeyCorrected') continue;
    const data = event.data as { quizId: string; itemId: string; answerKey: AnswerKey };
    if (data.quizId === quizId) corrected.set(data.itemId, data.answerKey);
  }
  return { quiz: { ...quiz, items: quiz.items.map((item) => ({ ...item, answerKey: corrected.get(item.itemId) ?? item.answerKey })) }, version };
}
