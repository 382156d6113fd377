import type { LearnerKnowledgeState } from '@pathwise/adaptive';
import type { DifficultyLevel, PathwiseEvent } from '@pathwise/event-schemas';
import type { ReadStreamResult } from '@pathwise/event-store';
import type { LearnerKnowledge } from './learner-knowledge.rules.js';
import { MasteryHistoryFold, type MasteryHistory } from './mastery-history.fold.js';

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
  /** What it counts against the capacity: its attempts (at least 1), as many as when it was remembered. */
  readonly weight: number;
}

/** Attempts remembered by default, over all learners: at about 2 kB each (their observations), some 100 MB. */
export const REMEMBERED_ATTEMPTS = 50_000;

/**
 * The engine's memory of the learners it judged lately (see docs/adr/0017), so that judging an attempt reads and
 * folds only the events appended since the last one instead of the learner's whole history. It holds nothing the log
 * does not: each entry is checked against the stream (the event it folded last must still be there, at its version)
 * and the stream folded from the start when it is not; the model's state is replayed from the folded attempts when a
 * regrade replaced one of them or another learner model judges now. So a warm and a cold engine, or two processes
 * taking turns, conclude the same.
 */
export class LearnerStateCache {
  private readonly remembered = new Map<string, Remembered>();
  private held = 0;

  /** `capacity`: how many attempts to hold over all learners; those recalled longest ago go first (0: remember none). */
  constructor(private readonly capacity = REMEMBERED_ATTEMPTS) {}

  /**
   * The learner as their mastery stream stands now, judged by `knowledge`. The history shares the remembered fold:
   * use it before the next recall of the same learner.
   */
  async recall(learnerId: string, knowledge: LearnerKnowledge, defaultLevel: (courseId: string) => DifficultyLevel, read: MasteryReader): Promise<KnownLearner> {
    const earlier = this.remembered.get(learnerId);
    // Out while in use: a recall that overlapped this one would start afresh rather than fold the same events twice.
    if (earlier) this.forget(learnerId, earlier);
    const current = (earlier && (await this.catchUp(earlier, learnerId, knowledge, read))) ?? (await this.foldAnew(learnerId, knowledge, read));
    this.remember(learnerId, current);
    return { history: current.fold.history(defaultLevel), state: current.state };
  }

  private remember(learnerId: string, entry: Remembered): void {
    if (this.capacity <= 0) return;
    this.remembered.set(learnerId, entry);
    this.held += entry.weight;
    // A Map iterates in insertion order, and a recall reinserts: the first entries are those recalled longest ago.
    for (const [oldestId, oldest] of this.remembered) {
      if (this.held <= this.capacity || oldestId === learnerId) break;
      this.forget(oldestId, oldest);
    }
  }

  private forget(learnerId: string, entry: Remembered): void {
    this.remembered.delete(learnerId);
    this.held -= entry.weight;
  }

  private async foldAnew(learnerId: string, knowledge: LearnerKnowledge, read: MasteryReader): Promise<Remembered> {
    const { events } = await read(1);
    const fold = new MasteryHistoryFold();
    fold.add(events);
    return this.entry(fold, through(events, { version: 0, lastEventId: null }), knowledge, knowledge.replay(learnerId, fold.observedAttempts));
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
    return this.entry(earlier.fold, through(since, earlier), knowledge, state);
  }

  private entry(fold: MasteryHistoryFold, last: Pick<Remembered, 'version' | 'lastEventId'>, knowledge: LearnerKnowledge, state: LearnerKnowledgeState): Remembered {
    return { fold, ...last, knowledge, state, weight: Math.max(1, fold.observedAttempts.length) };
  }
}

function through(events: readonly { streamVersion: number; id: string }[], before: Pick<Remembered, 'version' | 'lastEventId'>) {
  const last = events.at(-1);
  return last ? { version: last.streamVersion, lastEventId: last.id } : { version: before.version, lastEventId: before.lastEventId };
}
