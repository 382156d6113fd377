import { masteryStreamId, streamId, type PathwiseEvent } from '@pathwise/event-schemas';
import type { EventStore, StoredEvent } from '@pathwise/event-store';
import { foldLearnerProfile, type LearnerProfileState } from '@pathwise/projections';

/** Every event of a learner's own streams that the profile folds, in log order. */
export async function readLearnerEvents(store: EventStore<PathwiseEvent>, learnerId: string): Promise<StoredEvent<PathwiseEvent>[]> {
  const learning = await store.readStream(streamId('learner', learnerId));
  const mastery = await store.readStream(masteryStreamId(learnerId));
  return [...learning.events, ...mastery.events].sort((a, b) => (a.position < b.position ? -1 : a.position > b.position ? 1 : 0));
}

/**
 * Time travel (ADR 12): the learner's profile as the log held it at `at`, folded from their events recorded
 * by then with the very function the live projection uses, so past and present never disagree about the rules.
 */
export async function learnerProfileAt(store: EventStore<PathwiseEvent>, learnerId: string, at: Date): Promise<LearnerProfileState | null> {
  const events = (await readLearnerEvents(store, learnerId)).filter((event) => event.recordedAt.getTime() <= at.getTime());
  return events.length === 0 ? null : foldLearnerProfile(learnerId, events);
}
