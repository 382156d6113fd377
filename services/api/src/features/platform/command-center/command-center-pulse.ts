import type { CommandCenterPulse } from '@pathwise/contracts';
import { COMMAND_CENTER_MINUTES } from '@pathwise/contracts';
import type { Database } from '@pathwise/event-store';
import { getPlatformPulse } from '@pathwise/projections';

export interface CommandCenterDeps {
  readonly database: Pick<Database, 'db'>;
  readonly clock: () => Date;
}

/** The command centre's pulse over the last `minutes` minutes, read from the pulse read model. */
export async function readCommandCenterPulse(deps: CommandCenterDeps, minutes: number = COMMAND_CENTER_MINUTES.default): Promise<CommandCenterPulse> {
  const now = deps.clock();
  const pulse = await getPlatformPulse(deps.database.db, { now, minutes });
  return {
    measuredAt: now.toISOString(),
    from: pulse.from,
    minutes: pulse.minutes,
    signUps: pulse.counts.sign_ups,
    activeLearners: pulse.activeLearners,
    learningEvents: pulse.counts.learning_events,
    quizAttempts: pulse.counts.quiz_attempts,
    sales: pulse.counts.sales,
    revenue: [...pulse.revenue],
    certificates: pulse.counts.certificates,
  };
}
