import type { Logger } from '../observability/logger.js';

/** Work a feature does on a timer rather than in answer to a request or an event. */
export interface ScheduledJob {
  /** Named in the log when a run fails. */
  readonly name: string;
  readonly intervalMs: number;
  /** Run once at start too: a job with a long period (a month's payouts) must not wait a whole interval after a restart. */
  readonly runAtStart?: boolean;
  /**
   * Run by every process, not only by the one that runs the projections: for housekeeping of the process's own
   * tables. The others change the log or mail people, which one process per deployment must do.
   */
  readonly everyProcess?: boolean;
  run(): Promise<unknown>;
}

/** Starts each job on its timer (never holding the process open); returns what stops them all. */
export function startScheduledJobs(jobs: readonly ScheduledJob[], logger: Logger): () => void {
  const timers = jobs.map((job) => {
    const run = () => {
      job.run().catch((error: unknown) => logger.warn({ err: error, job: job.name }, `${job.name} failed`));
    };
    const timer = setInterval(run, job.intervalMs);
    timer.unref();
    if (job.runAtStart) run();
    return timer;
  });
  return () => timers.forEach((timer) => clearInterval(timer));
}
