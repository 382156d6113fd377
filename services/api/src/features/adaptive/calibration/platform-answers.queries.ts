import type { ItemDescription, Observation } from '@pathwise/adaptive';
import type { PathwiseEvent } from '@pathwise/event-schemas';
import { START_OF_LOG, type Checkpoint, type EventStore, type StoredEvent } from '@pathwise/event-store';
import { courseSkillKey, foldMasteryHistory } from '../mastery-history.fold.js';

const PAGE = 5_000;

export interface PlatformAnswers {
  /** Every answer the engine recorded, ids scoped by course as the learner model knows them. */
  readonly observations: readonly Observation[];
  /** Each answered item with its creator's difficulty at the last version answered. */
  readonly items: readonly ItemDescription[];
  /** Per course: its answers, ids unscoped (a course's own item bank). */
  readonly byCourse: ReadonlyMap<string, readonly Observation[]>;
  /** The last log entry read. */
  readonly through: Checkpoint;
}

type MasteryUpdate = StoredEvent<Extract<PathwiseEvent, { type: 'SkillMasteryUpdated' }>>;

/**
 * All learners' answers, from the engine's own record of them (SkillMasteryUpdated): each learner's attempts folded
 * exactly as the engine folds them, so a regrade replaces an attempt's results rather than adding to them.
 */
export async function readPlatformAnswers(store: EventStore<PathwiseEvent>): Promise<PlatformAnswers> {
  const byLearner = new Map<string, MasteryUpdate[]>();
  let through = START_OF_LOG;
  for (;;) {
    const page = await store.readAll({ after: through, limit: PAGE, types: ['SkillMasteryUpdated'] });
    if (page.scanned === 0) break;
    through = page.checkpoint;
    for (const event of page.events as MasteryUpdate[]) {
      const events = byLearner.get(event.data.learnerId);
      if (events) events.push(event);
      else byLearner.set(event.data.learnerId, [event]);
    }
  }
  const observations: Observation[] = [];
  const items = new Map<string, ItemDescription>();
  const byCourse = new Map<string, Observation[]>();
  for (const [learnerId, events] of byLearner) {
    for (const attempt of foldMasteryHistory(events, () => 'beginner').attempts) {
      for (const answer of attempt.observations) {
        const own: Observation = { learnerId, itemId: answer.itemId, skillIds: answer.skillIds, correct: answer.correct, at: attempt.answeredAt };
        const scoped = { ...own, itemId: courseSkillKey(attempt.courseId, answer.itemId), skillIds: answer.skillIds.map((skillId) => courseSkillKey(attempt.courseId, skillId)) };
        observations.push(scoped);
        items.set(scoped.itemId, { itemId: scoped.itemId, skillIds: scoped.skillIds, priorDifficulty: answer.difficulty });
        const course = byCourse.get(attempt.courseId);
        if (course) course.push(own);
        else byCourse.set(attempt.courseId, [own]);
      }
    }
  }
  return { observations, items: [...items.values()], byCourse, through };
}
