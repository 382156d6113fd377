import { pino } from 'pino';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startScheduledJobs, type ScheduledJob } from './scheduled-job.js';

function recordingLogger() {
  const lines: Record<string, unknown>[] = [];
  const logger = pino({ level: 'warn' }, { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) });
  return { logger, lines };
}

describe('scheduled jobs', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs each job on its interval, once at start only when asked, and no more once stopped', async () => {
    const runs = { hourly: 0, monthly: 0 };
    const jobs: ScheduledJob[] = [
      { name: 'hourly', intervalMs: 60_000, run: async () => void runs.hourly++ },
      { name: 'monthly', intervalMs: 600_000, runAtStart: true, run: async () => void runs.monthly++ },
    ];
    const stop = startScheduledJobs(jobs, recordingLogger().logger);
    expect(runs).toEqual({ hourly: 0, monthly: 1 });
    await vi.advanceTimersByTimeAsync(180_000);
    expect(runs).toEqual({ hourly: 3, monthly: 1 });
    await vi.advanceTimersByTimeAsync(420_000);
    expect(runs).toEqual({ hourly: 10, monthly: 2 });
    stop();
    await vi.advanceTimersByTimeAsync(600_000);
    expect(runs).toEqual({ hourly: 10, monthly: 2 });
  });

  it('logs a failed run under the job name and runs it again at the next interval', async () => {
    const { logger, lines } = recordingLogger();
    let attempts = 0;
    const stop = startScheduledJobs(
      [
        {
          name: 'plan renewals',
          intervalMs: 1_000,
          run: async () => {
            attempts++;
            if (attempts === 1) throw new Error('provider unreachable');
          },
        },
      ],
      logger,
    );
    await vi.advanceTimersByTimeAsync(2_000);
    stop();
    expect(attempts).toBe(2);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ job: 'plan renewals', msg: 'plan renewals failed', err: { message: 'provider unreachable' } });
  });
});
