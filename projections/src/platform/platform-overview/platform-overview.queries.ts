import type { Executor } from '@pathwise/event-store';
import { sql } from 'kysely';
import { LIVE_SCHEMA } from '../../runner/projection.js';
import { PLATFORM_DAILY_ACTIVITY, PLATFORM_TOTALS } from './platform-overview.projection.js';

export interface DailyActivity {
  /** YYYY-MM-DD, UTC. */
  readonly day: string;
  readonly learningEvents: number;
  readonly lessonsCompleted: number;
  readonly quizAttempts: number;
}

export interface PlatformOverview {
  readonly learners: number;
  readonly creators: number;
  readonly coursesPublished: number;
  readonly learningEvents: number;
  readonly lessonsCompleted: number;
  readonly quizAttempts: number;
  /** The last `days` days up to `today`, oldest first, days without activity included as zeros. */
  readonly daily: readonly DailyActivity[];
  readonly lastPosition: bigint;
}

interface TotalsRow {
  learners: number;
  creators: number;
  courses_published: number;
  learning_events: bigint;
  lessons_completed: bigint;
  quiz_attempts: bigint;
  last_position: bigint;
}

export async function getPlatformOverview(
  db: Executor,
  options: { today: Date; days?: number; schema?: string },
): Promise<PlatformOverview> {
  const schema = options.schema ?? LIVE_SCHEMA;
  const days = options.days ?? 14;
  const first = new Date(Date.UTC(options.today.getUTCFullYear(), options.today.getUTCMonth(), options.today.getUTCDate() - (days - 1)));
  const [totals, daily] = await Promise.all([
    sql<TotalsRow>`SELECT * FROM ${sql.id(schema, PLATFORM_TOTALS)}`.execute(db),
    sql<{ day: string; learning_events: number; lessons_completed: number; quiz_attempts: number }>`
      SELECT to_char(day, 'YYYY-MM-DD') AS day, learning_events, lessons_completed, quiz_attempts
      FROM ${sql.id(schema, PLATFORM_DAILY_ACTIVITY)}
      WHERE day >= ${first.toISOString().slice(0, 10)}::date
    `.execute(db),
  ]);
  const byDay = new Map(daily.rows.map((row) => [row.day, row]));
  const series: DailyActivity[] = Array.from({ length: days }, (_, offset) => {
    const day = new Date(first.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
    const row = byDay.get(day);
    return {
      day,
      learningEvents: row?.learning_events ?? 0,
      lessonsCompleted: row?.lessons_completed ?? 0,
      quizAttempts: row?.quiz_attempts ?? 0,
    };
  });
  const row = totals.rows[0];
  return {
    learners: row?.learners ?? 0,
    creators: row?.creators ?? 0,
    coursesPublished: row?.courses_published ?? 0,
    learningEvents: Number(row?.learning_events ?? 0n),
    lessonsCompleted: Number(row?.lessons_completed ?? 0n),
    quizAttempts: Number(row?.quiz_attempts ?? 0n),
    daily: series,
    lastPosition: row?.last_position ?? 0n,
  };
}
