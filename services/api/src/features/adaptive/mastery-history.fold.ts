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

/**
 * The fold of a mastery stream kept open, so that it can go on with the events appended since. A course's served level
 * stays unresolved until the stream adjusts it: its default is the course's own, known only when an attempt is judged.
 */
export class MasteryHistoryFold {
  private readonly attempts: ObservedAttempt[] = [];
  private readonly attemptIndex = new Map<string, number>();
  private readonly difficulty = new Map<string, { level: DifficultyLevel | null; servedSince: ServedAttempt[] }>();
  private readonly levels = new Map<string, MasteryLevel>();
  private readonly cards = new Map<string, ReviewCard>();

  get observedAttempts(): readonly ObservedAttempt[] {
    return this.attempts;
  }

  /**
   * Folds the events that follow those already folded, in stream order. Answers the attempts they added at the end,
   * and whether any replaced the results of an attempt already folded (a regrade), which the added ones do not show.
   */
  add(events: readonly { type: string; data: unknown }[]): { added: ObservedAttempt[]; replaced: boolean } {
    const added: ObservedAttempt[] = [];
    let replaced = false;
    for (const event of events as readonly MasteryEvent[]) {
      switch (event.type) {
        case 'SkillMasteryUpdated': {
          const { attemptId, courseId, answeredAt, observations, skills, cause } = event.data;
          const observed = { attemptId, courseId, answeredAt: Date.parse(answeredAt), observations };
          const index = this.attemptIndex.get(attemptId);
          if (index === undefined) {
            this.attemptIndex.set(attemptId, this.attempts.length);
            this.attempts.push(observed);
            added.push(observed);
          } else {
            this.attempts[index] = { ...observed, answeredAt: this.attempts[index]!.answeredAt };
            replaced = true;
          }
          for (const skill of skills) this.levels.set(courseSkillKey(courseId, skill.skillId), skill.level);
          if (cause === 'graded') {
            const answers = observations.map((observation) => ({ attemptId, predictedSuccess: observation.predicted, correct: observation.correct }));
            const served = this.difficulty.get(courseId);
            if (served) served.servedSince.push(...answers);
            else this.difficulty.set(courseId, { level: null, servedSince: answers });
          }
          break;
        }
        case 'DifficultyAdjusted':
          this.difficulty.set(event.data.courseId, { level: event.data.newLevel, servedSince: [] });
          break;
        case 'SkillReviewScheduled':
          this.cards.set(courseSkillKey(event.data.courseId, event.data.skillId), event.data.card);
          break;
        case 'AdaptiveFeedbackGiven':
          break;
      }
    }
    return { added, replaced };
  }

  /** The history as folded so far. It shares the fold's collections: read it before anything is added to the fold. */
  history(defaultLevel: (courseId: string) => DifficultyLevel): MasteryHistory {
    const difficulty = new Map<string, { level: DifficultyLevel; servedSince: readonly ServedAttempt[] }>();
    for (const [courseId, served] of this.difficulty) difficulty.set(courseId, { level: served.level ?? defaultLevel(courseId), servedSince: served.servedSince });
    return { attempts: this.attempts, difficulty, levels: this.levels, cards: this.cards };
  }
}

/** Folds the learner's mastery stream, in order. Pure: the reactor calls it on the stream it just read. */
export function foldMasteryHistory(events: readonly { type: string; data: unknown }[], defaultLevel: (courseId: string) => DifficultyLevel): MasteryHistory {
  const fold = new MasteryHistoryFold();
  fold.add(events);
  return fold.history(defaultLevel);
}
