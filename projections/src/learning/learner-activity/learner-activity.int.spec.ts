import { randomUUID } from 'node:crypto';
import { pathwiseEvents, type PathwiseEvent } from '@pathwise/event-schemas';
import { createLeaseManager, type LeaseManager } from '@pathwise/event-store';
import { eventually, testDatabaseKinds, useTestEventStore } from '@pathwise/event-store/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LIVE_SCHEMA } from '../../runner/projection.js';
import { ProjectionRunner } from '../../runner/projection-runner.js';
import { rebuildProjection } from '../../runner/rebuild.js';
import { appendLearningTraffic, dumpTable, learningEvent } from '../../testing/learning-events.js';
import { LEARNER_COURSE_ACTIVITY, LEARNER_LESSON_COMPLETIONS, learnerActivityProjection } from './learner-activity.projection.js';
import { getLearnerActivity } from './learner-activity.queries.js';

describe.each(testDatabaseKinds)('learner activity projection on %s', (kind) => {
  const fixture = useTestEventStore<PathwiseEvent>(kind, { registry: pathwiseEvents });
  let leases: LeaseManager;
  let runners: ProjectionRunner<PathwiseEvent>[] = [];

  beforeEach(() => {
    leases = createLeaseManager(fixture.database);
  });
  afterEach(async () => {
    await Promise.all(runners.map((runner) => runner.close()));
    runners = [];
    await leases.close();
  });

  const runner = (options = {}, projection = learnerActivityProjection) => {
    const created = new ProjectionRunner(projection, fixture.database, fixture.store, leases, {
      batchSize: 50,
      idlePollMs: 100,
      ...options,
    });
    runners.push(created);
    return created;
  };
  const dumpLive = async () =>
    [
      await dumpTable(fixture.database.db, LIVE_SCHEMA, LEARNER_COURSE_ACTIVITY),
      await dumpTable(fixture.database.db, LIVE_SCHEMA, LEARNER_LESSON_COMPLETIONS),
    ].join('\n--\n');
  const rebuild = () =>
    rebuildProjection({ database: fixture.database, store: fixture.store, projection: learnerActivityProjection, batchSize: 40 });

  it('sums starts, distinct completed lessons, quiz scores and time per learner and course', async () => {
    const learner = `learner-${randomUUID()}`;
    await fixture.store.append(
      `learner-${learner}`,
      [
        learningEvent(learner, 'algebra', 'lesson_start', { lessonId: 'l1', timeSpentSeconds: 5 }),
        learningEvent(learner, 'algebra', 'lesson_complete', { lessonId: 'l1', timeSpentSeconds: 300 }),
        learningEvent(learner, 'algebra', 'lesson_complete', { lessonId: 'l1', timeSpentSeconds: 30 }),
        learningEvent(learner, 'algebra', 'quiz_attempt', { lessonId: 'l1', score: 60, timeSpentSeconds: 120 }),
        learningEvent(learner, 'algebra', 'quiz_attempt', { lessonId: 'l1', score: 90, attempts: 2, timeSpentSeconds: 100 }),
        learningEvent(learner, 'geometry', 'lesson_start', { lessonId: 'g1', timeSpentSeconds: 10 }),
      ],
      { expectedVersion: 'no_stream' },
    );
    await runner().drain();

    const activity = await getLearnerActivity(fixture.database.db, learner);

    const algebra = activity.courses.find((course) => course.courseId === 'algebra');
    expect(algebra).toMatchObject({
      lessonsStarted: 1,
      lessonsCompleted: 1,
      quizAttempts: 2,
      averageQuizScore: 75,
      bestQuizScore: 90,
      timeSpentSeconds: 555,
      lastEventType: 'quiz_attempt',
      lastLessonId: 'l1',
    });
    expect(activity.courses.map((course) => course.courseId).sort()).toEqual(['algebra', 'geometry']);
    expect(activity.totals).toEqual({ lessonsCompleted: 1, quizAttempts: 2, timeSpentSeconds: 565 });
    expect(await getLearnerActivity(fixture.database.db, 'nobody')).toEqual({
      learnerId: 'nobody',
      courses: [],
      totals: { lessonsCompleted: 0, quizAttempts: 0, timeSpentSeconds: 0 },
    });
  });

  it('gives an identical read model when replayed twice', async () => {
    await appendLearningTraffic(fixture.store, 700);
    await rebuild();
    const first = await dumpLive();
    await rebuild();
    expect(await dumpLive()).toBe(first);
    expect(first.length).toBeGreaterThan(100);
  });

  it('loses and doubles nothing when the runner stops between pages and restarts', async () => {
    await appendLearningTraffic(fixture.store, 900);
    await rebuild();
    const expected = await dumpLive();
    // Start again from nothing, the way a new projection version would.
    const { sql } = await import('kysely');
    await sql`DELETE FROM event_store.subscription_checkpoints WHERE subscription_id = 'projection:learner-activity:v1'`.execute(fixture.database.db);
    await sql`TRUNCATE ${sql.id(LIVE_SCHEMA, LEARNER_COURSE_ACTIVITY)}, ${sql.id(LIVE_SCHEMA, LEARNER_LESSON_COMPLETIONS)}`.execute(
      fixture.database.db,
    );

    // The same projection, held at its third page until the stop is asked for, so that the stop lands in the middle
    // of the catch-up however fast or slow the machine is.
    let pagesApplied = 0;
    let releaseThirdPage = () => {};
    const stopAsked = new Promise<void>((resolve) => {
      releaseThirdPage = resolve;
    });
    const held = {
      ...learnerActivityProjection,
      apply: async (...args: Parameters<typeof learnerActivityProjection.apply>) => {
        pagesApplied += 1;
        if (pagesApplied > 2) await stopAsked;
        return learnerActivityProjection.apply(...args);
      },
    };
    const first = runner({ batchSize: 30 }, held);
    await first.start();
    await eventually(() => expect(first.status().handledEvents).toBeGreaterThanOrEqual(60));
    const stopped = first.stop();
    releaseThirdPage();
    await stopped;
    expect(first.status().handledEvents).toBeLessThan(900);
    expect(await dumpLive()).not.toBe(expected);

    const second = runner({ batchSize: 30 });
    await second.start();
    await eventually(async () => expect(await dumpLive()).toBe(expected));
  });

  it('swaps a rebuild in under a live runner, which carries on from the rebuilt checkpoint', async () => {
    const live = runner();
    await live.start();
    await appendLearningTraffic(fixture.store, 300);
    await eventually(() => expect(live.status().state).toBe('live'));

    const result = await rebuild();
    expect(result).toMatchObject({ swapped: true, schema: LIVE_SCHEMA });
    await appendLearningTraffic(fixture.store, 120);
    await eventually(async () => {
      const status = live.status();
      const head = await fixture.store.head();
      expect(status.checkpoint).toEqual(head.visible);
    });
    const afterLive = await dumpLive();
    await rebuild();
    expect(await dumpLive()).toBe(afterLive);
  });

  it('builds the state as of a position into a snapshot schema, leaving the live tables alone', async () => {
    const learner = `asof-${randomUUID()}`;
    const first = await fixture.store.append(`learner-${learner}`, [learningEvent(learner, 'c1', 'quiz_attempt', { score: 40 })], {
      expectedVersion: 'any',
    });
    await fixture.store.append(`learner-${learner}`, [learningEvent(learner, 'c1', 'quiz_attempt', { score: 100 })], {
      expectedVersion: 'any',
    });
    await rebuild();

    const snapshot = await rebuildProjection({
      database: fixture.database,
      store: fixture.store,
      projection: learnerActivityProjection,
      until: { position: first.events[0]!.position },
    });

    expect(snapshot.swapped).toBe(false);
    expect(snapshot.schema).toBe(`asof_learner_activity_p${first.events[0]!.position}`);
    const then = await getLearnerActivity(fixture.database.db, learner, snapshot.schema);
    const now = await getLearnerActivity(fixture.database.db, learner);
    expect(then.courses[0]).toMatchObject({ quizAttempts: 1, bestQuizScore: 40 });
    expect(now.courses[0]).toMatchObject({ quizAttempts: 2, bestQuizScore: 100 });
  });

  it('builds the state as of a moment: events recorded later are left out', async () => {
    const learner = `asof-time-${randomUUID()}`;
    await fixture.store.append(`learner-${learner}`, [learningEvent(learner, 'c1', 'lesson_start')], { expectedVersion: 'any' });
    const [stored] = (await fixture.store.readStream(`learner-${learner}`)).events;
    const moment = new Date(stored!.recordedAt.getTime());
    await new Promise((resolve) => setTimeout(resolve, 20));
    await fixture.store.append(`learner-${learner}`, [learningEvent(learner, 'c1', 'lesson_start')], { expectedVersion: 'any' });

    const snapshot = await rebuildProjection({
      database: fixture.database,
      store: fixture.store,
      projection: learnerActivityProjection,
      until: { time: moment },
    });
    const then = await getLearnerActivity(fixture.database.db, learner, snapshot.schema);
    expect(then.courses[0]).toMatchObject({ lessonsStarted: 1 });
  });
});
