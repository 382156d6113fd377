import { randomUUID } from 'node:crypto';
import { pathwiseEvents, type PathwiseEvent } from '@pathwise/event-schemas';
import { createLeaseManager, type LeaseManager } from '@pathwise/event-store';
import { eventually, testDatabaseKinds, useTestEventStore } from '@pathwise/event-store/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ProjectionRunner } from '../../runner/projection-runner.js';
import { placementResultsProjection } from './placement-results.projection.js';
import { getLatestPlacementResult } from './placement-results.queries.js';

const completed = (testId: string, learnerId: string, courseId: string, skippedLessonIds: string[], completedAt: string): PathwiseEvent => ({
  type: 'PlacementTestCompleted',
  data: {
    testId, learnerId, courseId, ability: { theta: 1, se: 0.5 }, stopReason: 'se-target', itemsAnswered: 8, skills: [],
    masteredSkillIds: skippedLessonIds.length > 0 ? ['addition'] : [], skippedLessonIds, completedAt,
  },
});

describe.each(testDatabaseKinds)('placement results projection on %s', (kind) => {
  const fixture = useTestEventStore<PathwiseEvent>(kind, { registry: pathwiseEvents });
  let leases: LeaseManager;
  let runner: ProjectionRunner<PathwiseEvent> | null = null;

  beforeEach(() => {
    leases = createLeaseManager(fixture.database);
  });
  afterEach(async () => {
    await runner?.close();
    await leases.close();
  });

  it("answers each learner's latest completed test per course, and null before any", async () => {
    const [learner, other, course] = [randomUUID(), randomUUID(), `course-${randomUUID().slice(0, 8)}`];
    const first = randomUUID();
    const latest = randomUUID();
    await fixture.store.append(`placement-${first}`, [completed(first, learner, course, ['adding', 'multiplying'], '2026-11-20T10:00:00.000Z')], { expectedVersion: 'no_stream' });
    await fixture.store.append(`placement-${latest}`, [completed(latest, learner, course, ['adding'], '2026-11-21T10:00:00.000Z')], { expectedVersion: 'no_stream' });
    runner = new ProjectionRunner(placementResultsProjection, fixture.database, fixture.store, leases, { batchSize: 50, idlePollMs: 50 });
    await runner.start();
    const db = fixture.database.db;
    await eventually(async () => expect(await getLatestPlacementResult(db, learner, course)).toMatchObject({ testId: latest, skippedLessonIds: ['adding'], masteredSkillIds: ['addition'] }));
    expect(await getLatestPlacementResult(db, other, course)).toBeNull();
    expect(await getLatestPlacementResult(db, learner, 'another-course')).toBeNull();
  });
});
