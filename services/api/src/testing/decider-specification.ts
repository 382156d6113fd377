import { expect } from 'vitest';
import { foldState, type Decider } from '../kernel/decider.js';
import { DomainError, type DomainErrorCode } from '../kernel/domain-error.js';

interface Specification<Event, Recorded> {
  /** What the stream is about, as the decider's initial state takes it. */
  readonly id: string;
  /** How the store would have recorded the n-th given event; needed when `evolve` folds recorded events. */
  readonly recorded?: (event: Event, index: number) => Recorded;
}

/** What a command decides, given the stream's events: the `then` and `rejects` of a spec. */
export interface Decision<Event> {
  /** The events decided are exactly `expected`, or pass the checks `expected` makes. */
  then(expected: readonly Event[] | ((decided: Event[]) => void)): void;
  /**
   * The command is refused with a domain error (of this code); `message` matches its message, or with a `pointer`,
   * the details of its fields, one of which names that pointer. Returns the error to check further.
   */
  rejects(code?: DomainErrorCode, message?: string | RegExp, pointer?: string): DomainError;
  /** The command is refused by an error of another kind than the rules' own (a stale stream version). */
  rejects<Refusal extends Error>(kind: new (...args: never[]) => Refusal, message?: string | RegExp): Refusal;
}

function thrownBy(decide: () => unknown): unknown {
  try {
    decide();
  } catch (error) {
    return error;
  }
  throw new Error('expected the command to be refused, but it decided');
}

function decision<Event>(decide: () => Event[]): Decision<Event> {
  return {
    then(expected) {
      if (typeof expected === 'function') expected(decide());
      else expect(decide()).toEqual(expected);
    },
    rejects(expected?: DomainErrorCode | (new (...args: never[]) => Error), message?: string | RegExp, pointer?: string) {
      const thrown = thrownBy(decide);
      if (typeof expected === 'function') {
        expect(thrown).toBeInstanceOf(expected);
        if (message !== undefined) expect((thrown as Error).message).toMatch(message);
        return thrown as DomainError;
      }
      expect(thrown).toBeInstanceOf(DomainError);
      const error = thrown as DomainError;
      if (expected) expect(error.code).toBe(expected);
      if (pointer) expect(error.fields.map((field) => field.pointer)).toContain(pointer);
      if (message !== undefined) expect(pointer ? error.fields.map((field) => field.detail).join(' | ') : error.message).toMatch(message);
      return error;
    },
  } as Decision<Event>;
}

/**
 * The one given/when/then language of decider specs: given the stream's events, when a command, then the events
 * decided (or checks of them), or the command rejects. Reads as `given(started).when(reply).then([replied])`.
 */
export function deciderSpecification<Command, State, Event, Recorded = Event>(
  decider: Decider<Command, State, Event, Recorded>,
  { id, recorded = (event) => event as unknown as Recorded }: Specification<Event, Recorded>,
) {
  return function given(...events: Event[]) {
    const state = foldState(decider, id, events.map(recorded));
    return {
      /** The state the given events leave, for a spec about the fold itself. */
      state,
      when: (command: Command): Decision<Event> => decision(() => decider.decide(command, state)),
    };
  };
}
