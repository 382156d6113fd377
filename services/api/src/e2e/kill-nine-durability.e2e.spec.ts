import { randomUUID } from 'node:crypto';
import type { HealthResponse, LearnerActivityResponse, RecordLearningEventRequest } from '@pathwise/contracts';
import { openDatabase, type Database } from '@pathwise/event-store';
import { createEmptyPostgresDatabase } from '@pathwise/event-store/testing';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { startBuiltServer, type BuiltServer } from '../testing/built-server.js';
import { sendJson } from '../testing/course-fixtures.js';
import { signInByEmail } from '../testing/sign-in-by-email.js';

const WRITERS = 6;
const EVENTS_PER_WRITER = 30;
/** The share of all events acknowledged when the process is killed: well under way, far from done. */
const KILL_AFTER = Math.floor((WRITERS * EVENTS_PER_WRITER) / 3);

interface Writer {
  readonly userId: string;
  readonly token: string;
  readonly events: RecordLearningEventRequest[];
  readonly acknowledged: Set<string>;
}

/** One learner's writes, in order, until the server stops answering; an answer that is not an acknowledgement fails. */
async function writeUntilCutOff(url: () => string, writer: Writer, onAcknowledged: () => void): Promise<void> {
  for (const event of writer.events) {
    if (writer.acknowledged.has(event.eventId)) continue;
    let response: Awaited<ReturnType<typeof sendJson>>;
    try {
      response = await sendJson('POST', `${url()}/api/learning/events`, event, writer.token);
    } catch {
      return;
    }
    if (response.status !== 201 && response.status !== 200) throw new Error(`Recording a learning event answered ${response.status}: ${JSON.stringify(response.body)}`);
    expect(response.body).toMatchObject({ eventId: event.eventId });
    writer.acknowledged.add(event.eventId);
    onAcknowledged();
  }
}

describe('the server killed with SIGKILL while learners write, on PostgreSQL', () => {
  it('keeps every acknowledged learning event exactly once, takes the retries, and its read models catch up', async () => {
    const database = await createEmptyPostgresDatabase();
    const environment = {
      DATABASE_URL: database.url,
      // Given, not generated into the data directory, so that the restarted process honours the same tokens.
      AUTH_TOKEN_SECRET: 'kill-nine-test-secret-long-enough-for-hs256',
      PERSONAL_DATA_KEY: Buffer.alloc(32, 9).toString('base64'),
      SEED_DEMO_WORLD: 'false',
    };
    let server: BuiltServer | null = await startBuiltServer(environment);
    let reader: Database | null = null;
    try {
      const url = () => server!.url;
      const { courseId, lessonId } = await givenPublishedCourse(url());
      const writers: Writer[] = [];
      for (let index = 0; index < WRITERS; index += 1) {
        const { session } = await signInByEmail(url(), `durable-${index}-${randomUUID().slice(0, 8)}@example.com`);
        const token = session.access_token;
        expect((await sendJson('POST', `${url()}/api/courses/${courseId}/enrol`, undefined, token)).status).toBeLessThan(300);
        const userId = session.user.uid;
        const events = Array.from({ length: EVENTS_PER_WRITER }, () => lessonStart(userId, courseId, lessonId));
        writers.push({ userId, token, events, acknowledged: new Set() });
      }

      let acknowledged = 0;
      const dying = server;
      const kill: { done: Promise<void> | null } = { done: null };
      await Promise.all(
        writers.map((writer) =>
          writeUntilCutOff(url, writer, () => {
            acknowledged += 1;
            if (acknowledged === KILL_AFTER) kill.done = dying.kill();
          }),
        ),
      );
      expect(kill.done, 'the writers finished before the kill').not.toBeNull();
      await kill.done;
      const acknowledgedBeforeKill = acknowledged;
      const unacknowledged = writers.flatMap((writer) => writer.events.filter((event) => !writer.acknowledged.has(event.eventId)));

      server = await startBuiltServer(environment);
      let duplicates = 0;
      await Promise.all(
        writers.map(async (writer) => {
          for (const event of writer.events.filter((candidate) => !writer.acknowledged.has(candidate.eventId))) {
            const response = await sendJson('POST', `${url()}/api/learning/events`, event, writer.token);
            expect([200, 201]).toContain(response.status);
            if (response.body?.duplicate === true) duplicates += 1;
            writer.acknowledged.add(event.eventId);
          }
        }),
      );

      reader = await openDatabase({ databaseUrl: database.url, dataDir: 'memory://', poolSize: 2 });
      const allIds = writers.flatMap((writer) => writer.events.map((event) => event.eventId));
      const stored = await sql<{ event_id: string; copies: string }>`
        SELECT event_id, count(*) AS copies FROM event_store.events WHERE event_id = ANY(${allIds}::uuid[]) GROUP BY event_id
      `.execute(reader.db);
      const storedTwice = stored.rows.filter((row) => Number(row.copies) > 1).length;
      // eslint-disable-next-line no-console -- the lead reads these figures from the test output
      console.log(
        `kill -9 durability: ${WRITERS} writers, ${acknowledgedBeforeKill} acknowledged before the kill, ` +
          `${unacknowledged.length} retried after the restart (${duplicates} of them already stored), ` +
          `${stored.rows.length} stored, ${storedTwice} stored twice`,
      );
      expect(stored.rows.map((row) => row.event_id).sort()).toEqual([...allIds].sort());
      expect(storedTwice).toBe(0);
      expect(unacknowledged.length).toBeGreaterThan(0);

      await expect.poll(async () => projectionLag(url()), { timeout: 60_000, interval: 250 }).toBe(0);
      for (const writer of writers) {
        const activity = (await sendJson('GET', `${url()}/api/learning/activity/${writer.userId}`, undefined, writer.token)).body as unknown as LearnerActivityResponse;
        // One second per event: each counted once, none lost, none twice.
        expect(activity.totals.timeSpentSeconds).toBe(EVENTS_PER_WRITER);
      }
    } finally {
      await reader?.close();
      await server?.stop();
      server = null;
      await database.drop();
    }
  });
});

/** A learner's lesson_start with a client-chosen id and one second spent, so sums count events. */
function lessonStart(userId: string, courseId: string, lessonId: string): RecordLearningEventRequest {
  return {
    eventId: randomUUID(),
    eventType: 'lesson_start',
    userId,
    courseId,
    lessonId,
    timeSpent: 1,
    score: null,
    attempts: null,
    deviceType: 'desktop',
    engagementIndicators: {},
  };
}

/** The largest lag of any projection, in events. */
async function projectionLag(url: string): Promise<number> {
  const health = (await sendJson('GET', `${url}/api/health`)).body as unknown as HealthResponse;
  return Math.max(...health.projections.map((projection) => projection.lagEvents));
}

/** A free course with one lesson, made and published by its creator through the API. */
async function givenPublishedCourse(url: string): Promise<{ courseId: string; lessonId: string }> {
  const { session } = await signInByEmail(url, `durable-creator-${randomUUID().slice(0, 8)}@example.com`);
  const token = session.access_token;
  const courseId = `durable-${randomUUID().slice(0, 8)}`;
  const lessonId = 'lesson-1';
  const writes: [string, unknown][] = [
    ['/courses', { courseId, title: 'Durable fractions', language: 'en', level: 'beginner' }],
    [`/courses/${courseId}/modules`, { moduleId: 'module-1', title: 'Basics', expectedVersion: 1 }],
    [`/courses/${courseId}/lessons`, { moduleId: 'module-1', lessonId, title: 'Halves', blocks: [], estimatedMinutes: 5, skillIds: [], expectedVersion: 2 }],
    [`/courses/${courseId}/publish`, { expectedVersion: 3 }],
  ];
  for (const [path, body] of writes) {
    const response = await sendJson('POST', `${url}/api${path}`, body, token);
    if (response.status >= 300) throw new Error(`POST ${path} answered ${response.status}: ${JSON.stringify(response.body)}`);
  }
  return { courseId, lessonId };
}
