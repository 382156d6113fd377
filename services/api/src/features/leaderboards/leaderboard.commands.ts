import { courseLeaderboardStreamId, learnerLeaderboardStreamId, type PathwiseEvent } from '@pathwise/event-schemas';
import type { Checkpoint, EventStore } from '@pathwise/event-store';
import { executeOnStream } from '../../kernel/stream-command.js';
import type { Metrics } from '../../observability/metrics.js';
import type { CommandOrigin } from '../../kernel/command-origin.js';
import { leaderboardDecider, type LeaderboardChoiceState, type LeaderboardCommand } from './leaderboard.decider.js';

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
    const { state, appended, checkpoint } = await executeOnStream(this.store, {
      streamId: stream,
      stateId: stream,
      decider: leaderboardDecider,
      command: () => command,
      metadata: { correlationId: origin.requestId, causationId: origin.requestId, actor: { kind: 'user', id: origin.actor.userId } },
    });
    for (const event of appended) this.metrics.eventsAppended.inc({ type: event.type });
    return { changed: appended.length > 0, checkpoint, state };
  }
}
