import type { PathwiseEvent } from '@pathwise/event-schemas';
import {
  StreamVersionConflictError,
  type AppendedEvent,
  type Checkpoint,
  type EventMetadata,
  type EventStore,
  type NewEvent,
} from '@pathwise/event-store';
import { foldState, type Decider } from './decider.js';

/** A command that lost a race (another request appended first, a double click) is decided again on the newer state. */
const ATTEMPTS_ON_CONFLICT = 3;

export interface StreamCommand<Command, State, Event extends PathwiseEvent, Recorded> {
  readonly streamId: string;
  /** What the stream is about, handed to the decider's `initialState`. */
  readonly stateId: string;
  readonly decider: Decider<Command, State, Event, Recorded>;
  /**
   * The command, built from the state as loaded: a check that needs the state (or reads elsewhere) belongs here and
   * may throw to refuse. It runs again on each attempt, so it sees the state a lost race left.
   */
  readonly command: (state: State) => Command | Promise<Command>;
  readonly metadata: EventMetadata;
}

export interface StreamCommandOutcome<State, Event> {
  /** The stream's state after the command (as it stood, when nothing was appended). */
  readonly state: State;
  /** What the decider decided and was appended; empty when the effect was already there, so a retry is harmless. */
  readonly appended: readonly Event[];
  /** Where the last appended event sits in the log, for waiting on a read model; null when nothing was appended. */
  readonly checkpoint: Checkpoint | null;
}

const checkpointOf = (appended: readonly AppendedEvent[]): Checkpoint | null => {
  const last = appended.at(-1);
  return last ? { transactionId: last.transactionId, position: last.position } : null;
};

/**
 * Load, decide, append: the one command loop every stream-per-aggregate handler runs. The version expected is that of
 * the last event decided on (never a version read apart from the events), so an append lands only on exactly the
 * history the decision saw; a lost race is decided again, a few times at most.
 */
export async function executeOnStream<Command, State, Event extends PathwiseEvent, Recorded>(
  store: EventStore<PathwiseEvent>,
  request: StreamCommand<Command, State, Event, Recorded>,
): Promise<StreamCommandOutcome<State, Event>> {
  const { streamId, stateId, decider, metadata } = request;
  for (let attempt = 1; ; attempt++) {
    const { events: stored } = await store.readStream(streamId);
    // A stream holds only its decider's events, which the store returns with their recording facts.
    const state = foldState(decider, stateId, stored as unknown as Recorded[]);
    const decided = decider.decide(await request.command(state), state);
    if (decided.length === 0) return { state, appended: [], checkpoint: null };
    const decidedOn = stored.at(-1)?.streamVersion ?? 0;
    let appended: readonly AppendedEvent[];
    try {
      ({ events: appended } = await store.append(streamId, decided as unknown as NewEvent<PathwiseEvent>[], { expectedVersion: decidedOn, metadata }));
    } catch (error) {
      if (error instanceof StreamVersionConflictError && attempt < ATTEMPTS_ON_CONFLICT) continue;
      throw error;
    }
    // Read back rather than fold the bare events: some states keep what only the store knows (when, which version).
    const { events: recorded } = await store.readStream(streamId, { fromVersion: decidedOn + 1 });
    return { state: (recorded as unknown as Recorded[]).reduce(decider.evolve, state), appended: decided, checkpoint: checkpointOf(appended) };
  }
}
