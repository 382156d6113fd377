import type { Executor } from '@pathwise/event-store';
import { sql } from 'kysely';
import { LIVE_SCHEMA } from '../../runner/projection.js';
import { minuteOf, PLATFORM_PULSE_LEARNERS, PLATFORM_PULSE_MINUTES, pulseCounts, REVENUE_PREFIX, type PulseCount } from './platform-pulse.projection.js';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
/** A learner counts as active now when they recorded learning in the last quarter of an hour. */
export const ACTIVE_WINDOW_MINUTES = 15;

export interface PulseSeries {
  /** One value per minute of the window, oldest first, quiet minutes as zeros. */
  readonly perMinute: number[];
  /** Over the last 24 hours. */
  readonly last24Hours: number;
}

export interface PlatformPulse {
  /** The first minute of the window and the number of minutes in it, the current minute last. */
  readonly from: string;
  readonly minutes: number;
  readonly counts: Readonly<Record<PulseCount, PulseSeries>>;
  /** Per currency, in minor units; currencies without a sale in 24 hours are left out. */
  readonly revenue: readonly (PulseSeries & { readonly currency: string })[];
  /** Distinct learners per minute; `now` over the last quarter of an hour. */
  readonly activeLearners: PulseSeries & { readonly now: number };
}

/** The pulse over the last `minutes` minutes up to `now`, with the last day's totals beside it. */
export async function getPlatformPulse(db: Executor, options: { now: Date; minutes?: number; schema?: string }): Promise<PlatformPulse> {
  const schema = options.schema ?? LIVE_SCHEMA;
  const minutes = options.minutes ?? 60;
  const current = new Date(minuteOf(options.now));
  const from = new Date(current.getTime() - (minutes - 1) * MINUTE_MS);
  const dayAgo = new Date(options.now.getTime() - DAY_MS);
  const activeFrom = new Date(current.getTime() - (ACTIVE_WINDOW_MINUTES - 1) * MINUTE_MS);
  const [window, day, learnersPerMinute, learnerTotals] = await Promise.all([
    sql<{ minute: Date | string; figure: string; amount: string }>`
      SELECT minute, figure, amount::text FROM ${sql.id(schema, PLATFORM_PULSE_MINUTES)} WHERE minute BETWEEN ${from.toISOString()}::timestamptz AND ${current.toISOString()}::timestamptz
    `.execute(db),
    sql<{ figure: string; amount: string }>`
      SELECT figure, sum(amount)::text AS amount FROM ${sql.id(schema, PLATFORM_PULSE_MINUTES)}
      WHERE minute BETWEEN ${dayAgo.toISOString()}::timestamptz AND ${current.toISOString()}::timestamptz GROUP BY figure
    `.execute(db),
    sql<{ minute: Date | string; learners: number }>`
      SELECT minute, count(*)::int AS learners FROM ${sql.id(schema, PLATFORM_PULSE_LEARNERS)}
      WHERE minute BETWEEN ${from.toISOString()}::timestamptz AND ${current.toISOString()}::timestamptz GROUP BY minute
    `.execute(db),
    sql<{ now: number; day: number }>`
      SELECT count(DISTINCT learner_id) FILTER (WHERE minute >= ${activeFrom.toISOString()}::timestamptz)::int AS now,
             count(DISTINCT learner_id)::int AS day
      FROM ${sql.id(schema, PLATFORM_PULSE_LEARNERS)}
      WHERE minute BETWEEN ${dayAgo.toISOString()}::timestamptz AND ${current.toISOString()}::timestamptz
    `.execute(db),
  ]);

  const slotOf = (minute: Date | string) => Math.round((new Date(minute).getTime() - from.getTime()) / MINUTE_MS);
  const seriesOf = (figure: string): number[] => {
    const perMinute = new Array<number>(minutes).fill(0);
    for (const row of window.rows) {
      const slot = slotOf(row.minute);
      if (row.figure === figure && slot >= 0 && slot < minutes) perMinute[slot] = Number(row.amount);
    }
    return perMinute;
  };
  const dayTotal = (figure: string) => Number(day.rows.find((row) => row.figure === figure)?.amount ?? 0);

  const counts = {} as Record<PulseCount, PulseSeries>;
  for (const figure of pulseCounts) counts[figure] = { perMinute: seriesOf(figure), last24Hours: dayTotal(figure) };
  const revenue = day.rows
    .filter((row) => row.figure.startsWith(REVENUE_PREFIX))
    .map((row) => ({ currency: row.figure.slice(REVENUE_PREFIX.length), perMinute: seriesOf(row.figure), last24Hours: Number(row.amount) }))
    .sort((a, b) => a.currency.localeCompare(b.currency));
  const activePerMinute = new Array<number>(minutes).fill(0);
  for (const row of learnersPerMinute.rows) {
    const slot = slotOf(row.minute);
    if (slot >= 0 && slot < minutes) activePerMinute[slot] = row.learners;
  }
  const totals = learnerTotals.rows[0];
  return {
    from: from.toISOString(),
    minutes,
    counts,
    revenue,
    activeLearners: { perMinute: activePerMinute, last24Hours: totals?.day ?? 0, now: totals?.now ?? 0 },
  };
}
