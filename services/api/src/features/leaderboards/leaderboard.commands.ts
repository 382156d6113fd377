import { courseLeaderboardStreamId, learnerLeaderboardStreamId, type PathwiseEvent } from '@pathwise/event-schemas';
import { StreamVersionConflictError, type Checkpoint, type EventStore } from '@pathwise/event-store';
import { foldState } from '../../kernel/decider.js';
import type { Metrics } from '../../observability/metrics.js';
import type { CommandOrigin } from '../../kernel/command-origin.js';
import { leaderboardDecider, type LeaderboardChoiceState, type LeaderboardCommand } from './leaderboard.decider.js';

const RETRIES_ON_CONFLICT = 3;

export interface LeaderboardOutcome {
  readonly changed: boolean;
  /** Where the appended event stands, to wait for the boards; null when nothing changed. */
  readonly checkpoint: Checkpoint | null;
  readonly state: LeaderboardChoiceState;
}

const streamOf = (command: LeaderboardCommand) =>
  command.type === 'ChooseParticipation' ? learnerLeaderboardStreamId(command.data.learnerId) : courseLeaderboardStreamId(command.data.courseId);

/** Runs leaderboard choices: load the choice's stream, decide, append; a lost race is decided again. */
export class LeaderboardCommands {
  constructor(
    private readonly store: EventStore<PathwiseEvent>,
    private readonly metrics: Metrics,
  ) {}

  async execute(command: LeaderboardCommand, origin: CommandOrigin): Promise<LeaderboardOutcome> {
    const stream = streamOf(command);
    for (let attempt = 1; ; attempt++) {
      const { events: stored, currentVersion } = await this.store.readStream(stream);
      const state = foldState(leaderboardDecider, stream, stored);
      const events = leaderboardDecider.decide(command, state);
      if (events.length === 0) return { changed: false, checkpoint: null, state };
      try {
        const result = await this.store.append(stream, events, {
          expectedVersion: currentVersion === 0 ? 'no_stream' : currentVersion,
          metadata: { correlationId: origin.requestId, causationId: origin.requestId, actor: { kind: 'user', id: origin.actor.userId } },
        });
        for (const event of events) this.metrics.eventsAppended.inc({ type: event.type });
        const last = result.events.at(-1)!;
        return { changed: true, checkpoint: { transactionId: last.transactionId, position: last.position }, state: events.reduce(leaderboardDecider.evolve, state) };
      } catch (error) {
        if (error instanceof StreamVersionConflictError && attempt < RETRIES_ON_CONFLICT) continue;
        throw error;
      }
    }
  }
}
