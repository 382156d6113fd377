/**
 * The one shape of a feature's rules: `decide` turns a command and the state into the events to append (none when
 * the effect is already there, so a retry is harmless) or throws a `DomainError`; `evolve` folds one event into the
 * state; `initialState` is the state before the stream's first event. Pure: the clock, the actor and ids come in
 * with the command (its `metadata`), never from the decider.
 *
 * `Recorded` is what `evolve` folds when the state needs what only the store knows (when an event was recorded,
 * its stream version); it defaults to the events `decide` returns.
 */
export interface Decider<Command, State, Event, Recorded = Event> {
  readonly decide: (command: Command, state: State) => Event[];
  readonly evolve: (state: State, event: Recorded) => State;
  /** `id` names what the stream is about (a thread, an account), which the state may carry before any event. */
  readonly initialState: (id: string) => State;
}

/** The state a stream's events leave, folded from the decider's initial state. */
export const foldState = <State, Recorded>(decider: Pick<Decider<unknown, State, unknown, Recorded>, 'evolve' | 'initialState'>, id: string, events: readonly Recorded[]): State =>
  events.reduce(decider.evolve, decider.initialState(id));
