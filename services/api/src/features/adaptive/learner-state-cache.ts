import type { LearnerKnowledgeState } from '@pathwise/adaptive';
import type { DifficultyLevel, PathwiseEvent } from '@pathwise/event-schemas';
import type { ReadStreamResult } from '@pathwise/event-store';
import type { LearnerKnowledge } from './learner-knowledge.js';
import { MasteryHistoryFold, type MasteryHistory } from './mastery-history.js';

/** Reads the learner's mastery stream from a version, inside the reactor's transaction. */
export type MasteryReader = (fromVersion: number) => Promise<ReadStreamResult<PathwiseEvent>>;

/** What the engine knows of a learner before judging an attempt: their history, and the model's state after it. */
export interface KnownLearner {
  readonly history: MasteryHistory;
  /** The model's state after every attempt of the history, in order: what `knowledge.replay(history.attempts)` gives. */
  readonly state: LearnerKnowledgeState;
}

interface Remembered {
  readonly fold: MasteryHistoryFold;
  /** The last event folded: its version, and its id, which tells the stream read then from one rolled back since. */
  readonly version: number;
  readonly lastEventId: string | null;
  readonly knowledge: LearnerKnowledge;
  readonly state: LearnerKnowledgeState;
}

/** Learners remembered by default: the ones judged lately; a learner with 500 attempts weighs a few hundred kB. */
export const REMEMBERED_LEARNERS = 500;

/**
 * The engine's memory of the learners it judged lately (see docs/adr/0016), so that judging an attempt reads and
 * folds only the events appended since the last one instead of the learner's whole history. It holds nothing the log
 * does not: each entry is checked against the stream (the event it folded last must still be there, at its version)
 * and refolded from the start when it is not, when a regrade replaced an attempt it had folded, or when another
 * learner model judges now. So a warm and a cold engine, or two processes taking turns, conclude the same.
 */
export class LearnerStateCache {
  private readonly remembered = new Map<string, Remembered>();

  constructor(private readonly capacity = REMEMBERED_LEARNERS) {}

  /**
   * The learner as their mastery stream stands now, judged by `knowledge`. The history shares the remembered fold:
   * use it before the next recall of the same learner.
   */
  async recall(learnerId: string, knowledge: LearnerKnowledge, defaultLevel: (courseId: string) => DifficultyLevel, read: MasteryReader): Promise<KnownLearner> {
    const earlier = this.remembered.get(learnerId);
    // Out while in use: a recall that overlapped this one would start afresh rather than fold the same events twice.
    this.remembered.delete(learnerId);
    const current = (earlier && (await this.catchUp(earlier, learnerId, knowledge, read))) ?? (await this.foldAnew(learnerId, knowledge, read));
    if (this.capacity > 0) {
      this.remembered.set(learnerId, current);
      if (this.remembered.size > this.capacity) this.remembered.delete(this.remembered.keys().next().value!);
    }
    return { history: current.fold.history(defaultLevel), state: current.state };
  }

  private async foldAnew(learnerId: string, knowledge: LearnerKnowledge, read: MasteryReader): Promise<Remembered> {
    const { events } = await read(1);
    const fold = new MasteryHistoryFold();
    fold.add(events);
    return { fold, ...through(events, { version: 0, lastEventId: null }), knowledge, state: knowledge.replay(learnerId, fold.observedAttempts) };
  }

  /** The remembered learner brought up to date from the events since, or null when it no longer matches the stream. */
  private async catchUp(earlier: Remembered, learnerId: string, knowledge: LearnerKnowledge, read: MasteryReader): Promise<Remembered | null> {
    const { events } = await read(Math.max(1, earlier.version));
    let since = events;
    if (earlier.version > 0) {
      const [last] = events;
      if (last?.streamVersion !== earlier.version || last.id !== earlier.lastEventId) return null;
      since = events.slice(1);
    }
    const { added, replaced } = earlier.fold.add(since);
    // A regrade changes an attempt in the middle, and another model reads every answer differently: replay them all.
    const state =
      replaced || earlier.knowledge !== knowledge
        ? knowledge.replay(learnerId, earlier.fold.observedAttempts)
        : knowledge.replay(learnerId, added, earlier.state);
    return { fold: earlier.fold, ...through(since, earlier), knowledge, state };
  }
}

function through(events: readonly { streamVersion: number; id: string }[], before: Pick<Remembered, 'version' | 'lastEventId'>) {
  const last = events.at(-1);
  return last ? { version: last.streamVersion, lastEventId: last.id } : { version: before.version, lastEventId: before.lastEventId };
}
