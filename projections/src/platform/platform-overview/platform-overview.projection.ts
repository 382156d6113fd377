import type { PathwiseEvent, Role } from '@pathwise/event-schemas';
import type { Executor, StoredEvent } from '@pathwise/event-store';
import { sql } from 'kysely';
import type { Projection } from '../../runner/projection.js';

export const PLATFORM_TOTALS = 'platform_totals_v2';
export const PLATFORM_DAILY_ACTIVITY = 'platform_daily_activity_v2';

interface Totals {
  learners: number;
  creators: number;
  admins: number;
  courses_drafted: number;
  courses_published: number;
  learning_events: number;
  lessons_completed: number;
  quiz_attempts: number;
}

interface Day {
  day: string;
  learning_events: number;
  lessons_completed: number;
  quiz_attempts: number;
}

async function createTables(db: Executor, schema: string): Promise<void> {
  await sql`
    CREATE TABLE IF NOT EXISTS ${sql.id(schema, PLATFORM_TOTALS)} (
      singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
      learners integer NOT NULL DEFAULT 0,
      creators integer NOT NULL DEFAULT 0,
      admins integer NOT NULL DEFAULT 0,
      courses_drafted integer NOT NULL DEFAULT 0,
      courses_published integer NOT NULL DEFAULT 0,
      learning_events bigint NOT NULL DEFAULT 0,
      lessons_completed bigint NOT NULL DEFAULT 0,
      quiz_attempts bigint NOT NULL DEFAULT 0,
      last_position bigint NOT NULL DEFAULT 0
    )
  `.execute(db);
  await sql`
    CREATE TABLE IF NOT EXISTS ${sql.id(schema, PLATFORM_DAILY_ACTIVITY)} (
      day date PRIMARY KEY,
      learning_events integer NOT NULL,
      lessons_completed integer NOT NULL,
      quiz_attempts integer NOT NULL
    )
  `.execute(db);
}

/** Which head count a role adds to: instructors and creators both make courses. */
function peopleCountOf(role: Role): 'learners' | 'creators' | 'admins' {
  if (role === 'student') return 'learners';
  return role === 'admin' ? 'admins' : 'creators';
}

function fold(events: readonly StoredEvent<PathwiseEvent>[]) {
  const totals: Totals = {
    learners: 0,
    creators: 0,
    admins: 0,
    courses_drafted: 0,
    courses_published: 0,
    learning_events: 0,
    lessons_completed: 0,
    quiz_attempts: 0,
  };
  const days = new Map<string, Day>();
  for (const event of events) {
    switch (event.type) {
      case 'AccountRegistered':
        totals[peopleCountOf(event.data.role)]++;
        break;
      case 'RoleChanged':
        totals[peopleCountOf(event.data.from)]--;
        totals[peopleCountOf(event.data.to)]++;
        break;
      case 'CourseDrafted':
        totals.courses_drafted++;
        break;
      case 'CoursePublished':
        totals.courses_published++;
        break;
      case 'LearningEventRecorded': {
        // Staff trying their own course is not learning on the platform.
        if (event.data.preview) break;
        const key = new Date(event.data.occurredAt).toISOString().slice(0, 10);
        const day = days.get(key) ?? { day: key, learning_events: 0, lessons_completed: 0, quiz_attempts: 0 };
        day.learning_events++;
        totals.learning_events++;
        if (event.data.eventType === 'lesson_complete') {
          day.lessons_completed++;
          totals.lessons_completed++;
        }
        if (event.data.eventType === 'quiz_attempt') {
          day.quiz_attempts++;
          totals.quiz_attempts++;
        }
        days.set(key, day);
        break;
      }
      default:
        // Only the types in eventTypes arrive here.
        break;
    }
  }
  return { totals, days: [...days.values()], lastPosition: events.at(-1)?.position ?? 0n };
}

/** How alive the platform is: who is on it, what has been made, and how much learning happens each day. */
export const platformOverviewProjection: Projection<PathwiseEvent> = {
  name: 'platform-overview',
  version: 2,
  eventTypes: ['AccountRegistered', 'RoleChanged', 'CourseDrafted', 'CoursePublished', 'LearningEventRecorded'],
  tables: [PLATFORM_TOTALS, PLATFORM_DAILY_ACTIVITY],
  createTables,
  async apply(events, { transaction, schema }) {
    const { totals, days, lastPosition } = fold(events);
    await sql`
      INSERT INTO ${sql.id(schema, PLATFORM_TOTALS)} AS current
        (learners, creators, admins, courses_drafted, courses_published, learning_events, lessons_completed, quiz_attempts, last_position)
      VALUES (${totals.learners}, ${totals.creators}, ${totals.admins}, ${totals.courses_drafted}, ${totals.courses_published},
              ${totals.learning_events}, ${totals.lessons_completed}, ${totals.quiz_attempts}, ${lastPosition.toString()}::bigint)
      ON CONFLICT (singleton) DO UPDATE SET
        learners = current.learners + excluded.learners,
        creators = current.creators + excluded.creators,
        admins = current.admins + excluded.admins,
        courses_drafted = current.courses_drafted + excluded.courses_drafted,
        courses_published = current.courses_published + excluded.courses_published,
        learning_events = current.learning_events + excluded.learning_events,
        lessons_completed = current.lessons_completed + excluded.lessons_completed,
        quiz_attempts = current.quiz_attempts + excluded.quiz_attempts,
        last_position = excluded.last_position
    `.execute(transaction);
    if (days.length > 0) {
      await sql`
        INSERT INTO ${sql.id(schema, PLATFORM_DAILY_ACTIVITY)} AS current
        SELECT * FROM jsonb_to_recordset(${JSON.stringify(days)}::jsonb)
          AS page(day date, learning_events integer, lessons_completed integer, quiz_attempts integer)
        ON CONFLICT (day) DO UPDATE SET
          learning_events = current.learning_events + excluded.learning_events,
          lessons_completed = current.lessons_completed + excluded.lessons_completed,
          quiz_attempts = current.quiz_attempts + excluded.quiz_attempts
      `.execute(transaction);
    }
  },
};
