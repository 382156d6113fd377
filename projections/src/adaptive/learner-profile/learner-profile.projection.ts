import type { PathwiseEvent } from '@pathwise/event-schemas';
import type { StoredEvent } from '@pathwise/event-store';
import type { Projection } from '../../runner/projection.js';
import {
  emptyLearnerProfileState,
  evolveLearnerProfile,
  isLearnerProfileEvent,
  learnerOf,
  learnerProfileEventTypes,
} from './learner-profile.fold.js';
import type { LearnerCourseDifficulty, LearnerProfileStore, LearnerSkillLevel } from './learner-profile.store.js';
import { createLearnerProfileTables, learnerProfileTables, postgresLearnerProfileStore } from './postgres-learner-profile.store.js';

/** Folds one page of events into the profiles of the learners it touches, whatever store holds them. */
export async function applyToLearnerProfiles(store: LearnerProfileStore, events: readonly StoredEvent<PathwiseEvent>[]): Promise<void> {
  const relevant = events.filter(isLearnerProfileEvent);
  if (relevant.length === 0) return;
  const learnerIds = [...new Set(relevant.map((event) => learnerOf(event)))];
  const states = await store.profilesOf(learnerIds);
  const skillLevels = new Map<string, LearnerSkillLevel>();
  const difficulties = new Map<string, LearnerCourseDifficulty>();
  for (const event of relevant) {
    const learnerId = learnerOf(event);
    const state = evolveLearnerProfile(states.get(learnerId) ?? emptyLearnerProfileState(learnerId), event);
    states.set(learnerId, state);
    if (event.type === 'SkillMasteryUpdated') {
      for (const change of event.data.skills) {
        const level = { courseId: event.data.courseId, skillId: change.skillId, learnerId, level: change.level, probability: change.after };
        skillLevels.set(`${level.courseId}\u0000${level.skillId}\u0000${learnerId}`, level);
      }
    }
    if (event.type === 'DifficultyAdjusted') {
      difficulties.set(`${event.data.courseId}\u0000${learnerId}`, { courseId: event.data.courseId, learnerId, level: event.data.newLevel });
    }
  }
  await store.saveProfiles([...states.values()].filter((state) => learnerIds.includes(state.userId)));
  await store.saveSkillLevels([...skillLevels.values()]);
  await store.saveDifficulties([...difficulties.values()]);
}

/**
 * Each learner's adaptive profile (mastery per skill with its evidence, difficulty per course, recent events and
 * adjustments, study per content modality), folded with the same pure function that time travel uses; plus
 * per-course rows for authors. Version 2 added the study per modality, so it rebuilds from the start of the log.
 */
export const learnerProfileProjection: Projection<PathwiseEvent> = {
  name: 'learner-profile',
  version: 2,
  eventTypes: learnerProfileEventTypes,
  tables: learnerProfileTables,
  createTables: createLearnerProfileTables,
  apply: (events, { transaction, schema }) => applyToLearnerProfiles(postgresLearnerProfileStore(transaction, schema), events),
};
