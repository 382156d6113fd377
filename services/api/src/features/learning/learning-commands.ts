import { streamId, type PathwiseEvent } from '@pathwise/event-schemas';
import type { AppendResult, EventStore } from '@pathwise/event-store';
import type { Actor } from '../identity/actor.js';
import type { Metrics } from '../../observability/metrics.js';
import { decideLearning, type RecordLearningEvent } from './learning-event.decider.js';
import { assertMayActForLearner } from './learning.policies.js';

export interface CommandOrigin {
  readonly actor: Actor;
  /** The request (HTTP request id, socket message id) that carried the command. */
  readonly requestId: string;
}

/** Runs learning commands: authorise, decide, append. Shared by the HTTP routes and the socket gateway. */
export class LearningCommands {
  constructor(
    private readonly store: EventStore<PathwiseEvent>,
    private readonly clock: () => Date,
    private readonly metrics: Metrics,
  ) {}

  async record(data: RecordLearningEvent['data'], origin: CommandOrigin): Promise<AppendResult> {
    assertMayActForLearner(origin.actor, data.learnerId);
    const events = decideLearning({ type: 'RecordLearningEvent', data, metadata: { now: this.clock() } });
    const result = await this.store.append(
      streamId('learner', data.learnerId),
      events.map((event) => ({ ...event, id: data.eventId })),
      {
        expectedVersion: 'any',
        metadata: {
          correlationId: origin.requestId,
          causationId: origin.requestId,
          actor: { kind: 'user', id: origin.actor.userId },
        },
      },
    );
    if (!result.idempotentReplay) for (const event of events) this.metrics.eventsAppended.inc({ type: event.type });
    return result;
  }
}
