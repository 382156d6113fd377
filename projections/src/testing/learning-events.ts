import { randomUUID } from 'node:crypto';
import type { LearningEventType, PathwiseEvent } from '@pathwise/event-schemas';
import type { EventStore, Executor } from '@pathwise/event-store';
import { sql } from 'kysely';

type LearningEvent = Extract<PathwiseEvent, { type: 'LearningEventRecorded' }>;

export function learningEvent(
  learnerId: string,
  courseId: string,
  eventType: LearningEventType,
  overrides: Partial<LearningEvent['data']> = {},
): LearningEvent {
  return {
    type: 'LearningEventRecorded',
    data: {
      learnerId,
      courseId,
      lessonId: 'lesson-1',
      eventType,
      timeSpentSeconds: 60,
      score: eventType === 'quiz_attempt' ? 80 : null,
      attempts: eventType === 'quiz_attempt' ? 1 : null,
      deviceType: 'desktop',
      engagementIndicators: {},
      occurredAt: new Date().toISOString(),
      contentModalities: eventType === 'quiz_attempt' ? [] : ['text'],
      preview: false,
      ...overrides,
    },
  };
}

/** A deterministic mix of learners, courses, lessons and event kinds, appended a few at a time. */
export async function appendLearningTraffic(store: EventStore<PathwiseEvent>, count: number, prefix = randomUUID().slice(0, 8)) {
  const kinds: LearningEventType[] = ['lesson_start', 'lesson_complete', 'quiz_attempt'];
  for (let start = 0; start < count; start += 25) {
    const size = Math.min(25, count - start);
    const learner = `${prefix}-learner-${start % 7}`;
    const events = Array.from({ length: size }, (_, offset) => {
      const n = start + offset;
      const kind = kinds[n % 3]!;
      return learningEvent(learner, `${prefix}-course-${n % 3}`, kind, {
        lessonId: `lesson-${n % 5}`,
        timeSpentSeconds: (n % 11) * 10,
        score: kind === 'quiz_attempt' ? (n * 37) % 101 : null,
        attempts: kind === 'quiz_attempt' ? 1 + (n % 3) : null,
      });
    });
    await store.append(`learner-${learner}`, events, { expectedVersion: 'any' });
  }
}

/** Every row of a table in a stable order, as JSON, for comparing two builds of a read model. */
export async function dumpTable(db: Executor, schema: string, table: string): Promise<string> {
  const { rows } = await sql<Record<string, unknown>>`SELECT * FROM ${sql.id(schema, table)}`.execute(db);
  const lines = rows.map((row) => JSON.stringify(row, (_, value) => (typeof value === 'bigint' ? value.toString() : value)));
  return lines.sort().join('\n');
}
