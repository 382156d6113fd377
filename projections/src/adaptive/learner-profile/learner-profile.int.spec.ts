import { randomUUID } from 'node:crypto';
import { masteryStreamId, pathwiseEvents, type PathwiseEvent } from '@pathwise/event-schemas';
import { createLeaseManager, type LeaseManager } from '@pathwise/event-store';
import { testDatabaseKinds, useTestEventStore } from '@pathwise/event-store/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { quizAttemptsProjection } from '../../assessment/quiz-attempts/quiz-attempts.projection.js';
import { LIVE_SCHEMA } from '../../runner/projection.js';
import { ProjectionRunner } from '../../runner/projection-runner.js';
import { rebuildProjection } from '../../runner/rebuild.js';
import { appendLearningTraffic, dumpTable } from '../../testing/learning-events.js';
import { foldLearnerProfile } from './learner-profile.fold.js';
import { learnerProfileProjection } from './learner-profile.projection.js';
import { getCourseAdaptiveAggregates, getLearnerProfileState } from './learner-profile.queries.js';
import { LEARNER_DIFFICULTY, LEARNER_PROFILE, LEARNER_SKILL_LEVELS } from './postgres-learner-profile.store.js';

const mastery = (learnerId: string, attemptId: string, after: number, level: 'attempted' | 'proficient'): PathwiseEvent => ({
  type: 'SkillMasteryUpdated',
  data: {
    learnerId, courseId: 'c1', quizId: 'q1', attemptId, cause: 'graded', model: 'm', answeredAt: new Date().toISOString(),
    observations: [{ itemId: 'i1', skillIds: ['s1'], correct: true, difficulty: 0, predicted: 0.6 }],
    skills: [{ skillId: 's1', skillName: 'Skill', before: 0.5, after, confidence: 0.5, level, why: 'w', attempts: 1, correct: 1, moves: [] }],
  },
});

describe.each(testDatabaseKinds)('learner profile projection on %s', (kind) => {
  const fixture = useTestEventStore<PathwiseEvent>(kind, { registry: pathwiseEvents });
  let leases: LeaseManager;
  let runner: ProjectionRunner<PathwiseEvent> | null = null;
  beforeEach(() => {
    leases = createLeaseManager(fixture.database);
  });
  afterEach(async () => {
    await runner?.close();
    runner = null;
    await leases.close();
  });
  const dumpLive = async () =>
    (await Promise.all([LEARNER_PROFILE, LEARNER_SKILL_LEVELS, LEARNER_DIFFICULTY].map((table) => dumpTable(fixture.database.db, LIVE_SCHEMA, table)))).join('\n--\n');
  const rebuild = () => rebuildProjection({ database: fixture.database, store: fixture.store, projection: learnerProfileProjection, batchSize: 40 });

  it('holds what the pure fold of the learner’s events gives, and counts a course’s learners per level', async () => {
    const [one, two] = [`l-${randomUUID()}`, `l-${randomUUID()}`];
    await fixture.store.append(masteryStreamId(one), [mastery(one, 'a1', 0.55, 'attempted'), mastery(one, 'a2', 0.85, 'proficient')], { expectedVersion: 'any' });
    await fixture.store.append(masteryStreamId(two), [mastery(two, 'a3', 0.6, 'attempted')], { expectedVersion: 'any' });
    runner = new ProjectionRunner(learnerProfileProjection, fixture.database, fixture.store, leases, { batchSize: 1, idlePollMs: 50 });
    await runner.drain();
    const stored = (await fixture.store.readStream(masteryStreamId(one))).events;
    expect(await getLearnerProfileState(fixture.database.db, one)).toEqual(foldLearnerProfile(one, stored));
    // Item success is read from the quiz-attempts read model, which the platform always runs beside this one.
    await quizAttemptsProjection.createTables(fixture.database.db, LIVE_SCHEMA);
    const aggregates = await getCourseAdaptiveAggregates(fixture.database.db, 'c1');
    const skill = aggregates.skills.find((each) => each.skillId === 's1')!;
    expect(skill.levels.proficient).toBeGreaterThanOrEqual(1);
    expect(skill.levels.attempted).toBeGreaterThanOrEqual(1);
  });

  it('gives an identical read model when replayed twice', async () => {
    await appendLearningTraffic(fixture.store, 400);
    const learner = `l-${randomUUID()}`;
    await fixture.store.append(masteryStreamId(learner), [mastery(learner, 'a1', 0.7, 'attempted')], { expectedVersion: 'any' });
    await rebuild();
    const first = await dumpLive();
    await rebuild();
    expect(await dumpLive()).toBe(first);
    expect(first.length).toBeGreaterThan(100);
  });
});
