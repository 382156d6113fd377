import type { DifficultyLevel, MasteryLevel, MasteryObservation, PathwiseEvent } from '@pathwise/event-schemas';
import type { ReviewCard, ServedAttempt } from '@pathwise/adaptive';

type MasteryEvent = Extract<PathwiseEvent, { type: 'SkillMasteryUpdated' | 'DifficultyAdjusted' | 'AdaptiveFeedbackGiven' | 'SkillReviewScheduled' }>;

export interface ObservedAttempt {
  readonly attemptId: string;
  readonly courseId: string;
  readonly answeredAt: number;
  readonly observations: readonly MasteryObservation[];
}

/** What the engine needs to know of a learner before judging their next attempt, folded from their mastery stream. */
export interface MasteryHistory {
  /** Every attempt the model has seen, in the order it saw them; a regrade replaces the attempt's results in place. */
  readonly attempts: readonly ObservedAttempt[];
  /** Per course: the level served, and the answers given since it last changed (the difficulty policy's window). */
  readonly difficulty: ReadonlyMap<string, { level: DifficultyLevel; servedSince: readonly ServedAttempt[] }>;
  /** Per `<courseId>/<skillId>`: the last level told, and the FSRS card of a skill under spaced review. */
  readonly levels: ReadonlyMap<string, MasteryLevel>;
  readonly cards: ReadonlyMap<string, ReviewCard>;
}

/** Ids of skills and items are unique only within their course: the model and the history key them `<courseId>/<id>`. */
export const courseSkillKey = (courseId: string, skillId: string) => `${courseId}/${skillId}`;

export const emptyMasteryHistory: MasteryHistory = { attempts: [], difficulty: new Map(), levels: new Map(), cards: new Map() };

/** Folds the learner's mastery stream, in order. Pure: the reactor calls it on the stream it just read. */
export function foldMasteryHistory(events: readonly { type: string; data: unknown }[], defaultLevel: (courseId: string) => DifficultyLevel): MasteryHistory {
  const attempts: ObservedAttempt[] = [];
  const difficulty = new Map<string, { level: DifficultyLevel; servedSince: ServedAttempt[] }>();
  const levels = new Map<string, MasteryLevel>();
  const cards = new Map<string, ReviewCard>();
  for (const event of events as readonly MasteryEvent[]) {
    switch (event.type) {
      case 'SkillMasteryUpdated': {
        const { attemptId, courseId, answeredAt, observations, skills, cause } = event.data;
        const observed = { attemptId, courseId, answeredAt: Date.parse(answeredAt), observations };
        const index = attempts.findIndex((attempt) => attempt.attemptId === attemptId);
        if (index >= 0) attempts[index] = { ...observed, answeredAt: attempts[index]!.answeredAt };
        else attempts.push(observed);
        for (const skill of skills) levels.set(courseSkillKey(courseId, skill.skillId), skill.level);
        if (cause === 'graded') {
          const served = difficulty.get(courseId) ?? { level: defaultLevel(courseId), servedSince: [] };
          const answers = observations.map((observation) => ({ attemptId, predictedSuccess: observation.predicted, correct: observation.correct }));
          difficulty.set(courseId, { level: served.level, servedSince: [...served.servedSince, ...answers] });
        }
        break;
      }
      case 'DifficultyAdjusted':
        difficulty.set(event.data.courseId, { level: event.data.newLevel, servedSince: [] });
        break;
      case 'SkillReviewScheduled':
        cards.set(courseSkillKey(event.data.courseId, event.data.skillId), event.data.card);
        break;
      case 'AdaptiveFeedbackGiven':
        break;
    }
  }
  return { attempts, difficulty, levels, cards };
}
