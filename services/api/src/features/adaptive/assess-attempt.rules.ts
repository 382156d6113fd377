import { decideDifficulty, ratingForAnswer, readMastery, recordReview, startReviewCard, type LearnerKnowledgeState } from '@pathwise/adaptive';
import type { DifficultyLevel, ItemResult, MasteryObservation, PathwiseEvent, QuizItem, SkillMasteryChange } from '@pathwise/event-schemas';
import { findLesson, findQuiz, type CourseContent } from '../courses/index.js';
import { composeAttemptFeedback } from './attempt-feedback.rules.js';
import type { LearnerKnowledge } from './learner-knowledge.rules.js';
import { courseSkillKey, type MasteryHistory } from './mastery-history.fold.js';

export type MasteryEvent = Extract<PathwiseEvent, { type: 'SkillMasteryUpdated' | 'DifficultyAdjusted' | 'AdaptiveFeedbackGiven' | 'SkillReviewScheduled' }>;

/**
 * A graded attempt, the corrected results of a regraded one, or a practice answer to a lesson's check-yourself question
 * (then `quizId` names the lesson and `attemptId` the answer). `at` is when it was graded (epoch ms).
 */
export interface AttemptFacts {
  readonly cause: 'graded' | 'regraded' | 'practice';
  readonly learnerId: string;
  readonly courseId: string;
  readonly quizId: string;
  readonly attemptId: string;
  readonly results: readonly ItemResult[];
  readonly at: number;
}

interface Walk {
  readonly state: LearnerKnowledgeState;
  readonly observations: MasteryObservation[];
  readonly moves: Map<string, SkillMasteryChange['moves']>;
}

/** Answers the attempt's items one by one, recording the prediction before each and how each moved its skills. */
function walkAttempt(knowledge: LearnerKnowledge, start: LearnerKnowledgeState, facts: AttemptFacts, items: readonly (QuizItem & { correct: boolean })[]): Walk {
  let state = start;
  const observations: MasteryObservation[] = [];
  const moves = new Map<string, SkillMasteryChange['moves']>();
  for (const item of items) {
    const predicted = knowledge.predict(state, facts.courseId, item, facts.at);
    const before = item.skillIds.map((skillId) => knowledge.skill(state, facts.courseId, skillId, facts.at).probability);
    state = knowledge.observe(state, facts.learnerId, facts.courseId, item, facts.at);
    item.skillIds.forEach((skillId, index) => {
      const after = knowledge.skill(state, facts.courseId, skillId, facts.at).probability;
      moves.set(skillId, [...(moves.get(skillId) ?? []), { itemId: item.itemId, correct: item.correct, before: before[index]!, after }]);
    });
    observations.push({ itemId: item.itemId, skillIds: [...item.skillIds], correct: item.correct, difficulty: item.difficulty, predicted });
  }
  return { state, observations, moves };
}

/** The check-yourself questions of a lesson, or nothing when the course has no such lesson. */
function checkItemsOf(course: CourseContent, lessonId: string): QuizItem[] | undefined {
  const lesson = findLesson(course, lessonId);
  return lesson?.blocks.flatMap((block) => (block.kind === 'check' ? [block.item] : []));
}

/**
 * What the engine concludes from one attempt: how it moved each skill (and why the level is what it is), the spaced
 * reviews it schedules, a difficulty change when the policy calls for one, and the learner's feedback. Pure: the
 * history, the course as the learner saw it and the time come in, so the same inputs always give the same events.
 */
export function assessAttempt(
  knowledge: LearnerKnowledge,
  history: MasteryHistory,
  course: CourseContent & { courseId: string },
  facts: AttemptFacts,
  defaultLevel: DifficultyLevel,
  known: LearnerKnowledgeState = knowledge.replay(facts.learnerId, history.attempts),
): MasteryEvent[] {
  const asked = facts.cause === 'practice' ? checkItemsOf(course, facts.quizId) : findQuiz(course, facts.quizId)?.items;
  if (!asked) return [];
  const byId = new Map(asked.map((item) => [item.itemId, item]));
  const items = facts.results.flatMap((result) => {
    const item = byId.get(result.itemId);
    return item ? [{ ...item, correct: result.correct }] : [];
  });
  // A new attempt follows the whole history, whose state comes in (`known`); a regrade replays it around the attempt.
  const index = facts.cause === 'regraded' ? history.attempts.findIndex((attempt) => attempt.attemptId === facts.attemptId) : -1;
  const earlier = index >= 0 ? history.attempts.slice(0, index) : history.attempts;
  const later = index >= 0 ? history.attempts.slice(index + 1) : [];
  const answeredAt = index >= 0 ? history.attempts[index]!.answeredAt : facts.at;
  const start = index >= 0 ? knowledge.replay(facts.learnerId, earlier) : known;
  const walk = walkAttempt(knowledge, start, { ...facts, at: answeredAt }, items);
  // Before: what the learner was last told, `known` (for a regrade, the state with the old results); after: with this attempt.
  const now = later.length === 0 ? walk.state : knowledge.replay(facts.learnerId, [...earlier, { ...facts, answeredAt, observations: walk.observations }, ...later]);
  const names = new Map(course.skills.map((skill) => [skill.skillId, skill.name]));
  const skills: SkillMasteryChange[] = [...walk.moves].map(([skillId, moves]) => {
    const estimate = knowledge.skill(now, facts.courseId, skillId, facts.at);
    const reading = readMastery(estimate);
    return {
      skillId,
      skillName: names.get(skillId) ?? skillId,
      before: knowledge.skill(known, facts.courseId, skillId, facts.at).probability,
      after: estimate.probability,
      confidence: estimate.confidence,
      level: reading.level,
      why: reading.why,
      attempts: estimate.attempts,
      correct: estimate.correct,
      moves,
    };
  });
  const base = { learnerId: facts.learnerId, courseId: facts.courseId };
  const events: MasteryEvent[] = [
    {
      type: 'SkillMasteryUpdated',
      data: {
        ...base,
        quizId: facts.quizId,
        attemptId: facts.attemptId,
        cause: facts.cause,
        model: knowledge.modelName,
        answeredAt: new Date(answeredAt).toISOString(),
        observations: walk.observations,
        skills,
      },
    },
  ];
  if (facts.cause !== 'graded') return events;
  for (const skill of skills) {
    const card = history.cards.get(courseSkillKey(facts.courseId, skill.skillId));
    const rating = ratingForAnswer({ correct: skill.moves.every((move) => move.correct) });
    if (!card && skill.level !== 'mastered') continue;
    const next = card ? recordReview(card, rating, facts.at) : startReviewCard(skill.skillId, facts.at);
    events.push({
      type: 'SkillReviewScheduled',
      data: { ...base, skillId: skill.skillId, attemptId: facts.attemptId, rating: card ? rating : 'good', dueAt: new Date(next.due).toISOString(), card: next },
    });
  }
  const served = history.difficulty.get(facts.courseId) ?? { level: defaultLevel, servedSince: [] };
  const answers = walk.observations.map((each) => ({ attemptId: facts.attemptId, predictedSuccess: each.predicted, correct: each.correct }));
  const decision = decideDifficulty(served.level, [...served.servedSince, ...answers]);
  if (decision) {
    events.push({
      type: 'DifficultyAdjusted',
      data: { ...base, oldLevel: decision.oldLevel, newLevel: decision.newLevel, reason: decision.reason, evidence: { ...decision.evidence, attemptIds: [...new Set(decision.evidence.attemptIds)] } },
    });
  }
  const levels = new Map(history.levels);
  for (const skill of skills) levels.set(courseSkillKey(facts.courseId, skill.skillId), skill.level);
  events.push({
    type: 'AdaptiveFeedbackGiven',
    data: { ...base, quizId: facts.quizId, attemptId: facts.attemptId, ...composeAttemptFeedback({ knowledge, state: now, course, items, skills, levels, history, at: facts.at }) },
  });
  return events;
}
