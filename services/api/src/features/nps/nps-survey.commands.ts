import { npsSurveyStreamId, type PathwiseEvent } from '@pathwise/event-schemas';
import type { Checkpoint, EventStore } from '@pathwise/event-store';
import type { CommandOrigin } from '../../kernel/command-origin.js';
import { executeOnStream } from '../../kernel/stream-command.js';
import { npsSurveyDecider, type NpsSurveyCommand } from './nps-survey.decider.js';

export interface NpsSurveyOutcome {
  /** False when the effect was already there (a retry): nothing was appended. */
  readonly changed: boolean;
  /** Where the appended event stands in the log, to wait for the read model; null when nothing changed. */
  readonly checkpoint: Checkpoint | null;
}

/** An answer to the survey or a "Not now", from the signed-in person, as routes send it. */
export type NpsSurveyRequest = { readonly type: 'GiveNpsResponse'; readonly score: number; readonly comment: string | null } | { readonly type: 'DismissNpsSurvey' };

/** Runs survey commands on the person's own stream, with the platform's clock and the actor's role and plan of the moment. */
export class NpsSurveys {
  constructor(
    private readonly store: EventStore<PathwiseEvent>,
    private readonly clock: () => Date,
  ) {}

  async execute(request: NpsSurveyRequest, origin: CommandOrigin): Promise<NpsSurveyOutcome> {
    const { userId, role, tier } = origin.actor;
    const metadata = { now: this.clock() };
    const command: NpsSurveyCommand =
      request.type === 'GiveNpsResponse'
        ? { type: 'GiveNpsResponse', data: { userId, score: request.score, comment: request.comment, role, plan: tier }, metadata }
        : { type: 'DismissNpsSurvey', data: { userId }, metadata };
    const { appended, checkpoint } = await executeOnStream(this.store, {
      streamId: npsSurveyStreamId(userId),
      stateId: userId,
      decider: npsSurveyDecider,
      command: () => command,
      metadata: { correlationId: origin.requestId, causationId: origin.requestId, actor: { kind: 'user', id: userId } },
    });
    return { changed: appended.length > 0, checkpoint };
  }
}
