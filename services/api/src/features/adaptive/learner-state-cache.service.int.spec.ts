import { randomUUID } from 'node:crypto';
import { defaultKnowledgeModelParameters } from '@pathwise/adaptive';
import { calibrationStreamId, masteryStreamId, streamId, type PathwiseEvent } from '@pathwise/event-schemas';
import type { Checkpoint, Reactor, ReactorContext, StoredEvent } from '@pathwise/event-store';
import { eventually, testDatabaseKinds } from '@pathwise/event-store/testing';
import { describe, expect, it } from 'vitest';
import { givenAdaptiveCourse, takeQuiz } from '../../testing/adaptive-fixtures.js';
import { startAdaptiveEngine } from '../../testing/adaptive-engine-harness.js';
import { givenEnrolment } from '../../testing/course-fixtures.js';
import { useTestServer } from '../../testing/use-test-server.js';

type Stored = StoredEvent<PathwiseEvent>;
type Judge = Reactor<PathwiseEvent>['react'];

/** JSON with keys sorted, so that what PostgreSQL stored (jsonb orders keys its own way) compares byte for byte. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)))
      : inner,
  );

describe.each(testDatabaseKinds)('the adaptive engine’s memory of learners on %s', (kind) => {
  const used = useTestServer(kind);
  const store = () => used.server.platform.store;

  const calibrate = (trainedOn: number, courseId: string) =>
    store().append(
      calibrationStreamId,
      [{
        type: 'CalibrationCompleted',
        data: {
          calibrationId: randomUUID(), throughPosition: '1', answers: trainedOn, learners: 3, heldOut: null, adopted: true, reason: 'a better fit',
          parameters: { ...defaultKnowledgeModelParameters, trainedOn, items: { [`${courseId}/e1`]: { difficulty: trainedOn / 100, offset: 0.2, abilityWeight: 0.1 } } },
          itemBanks: [],
        },
      }],
      { expectedVersion: 'any' },
    );

  /** The learner's attempts as the engine was handed them: graded and regraded, in log order. */
  const causesOf = async (learnerId: string) => {
    const causes: Stored[] = [];
    let after: Checkpoint | undefined;
    for (;;) {
      const page = await store().readAll({ ...(after ? { after } : {}), types: ['QuizAttemptGraded', 'QuizAttemptRegraded'] });
      if (page.scanned === 0) return causes;
      causes.push(...page.events.filter((event) => (event.data as { learnerId: string }).learnerId === learnerId));
      after = page.checkpoint;
    }
  };

  /**
   * Judges every cause again with the engine `engineFor` picks for it, each seeing the mastery stream as it stood when
   * the live engine judged that cause, and answers what each would append beside what the live engine did append,
   * with the version the live engine found the stream at and those each judging read it from.
   */
  const judgeAgain = async (learnerId: string, engineFor: (index: number) => Judge) => {
    const mastery = (await store().readStream(masteryStreamId(learnerId))).events;
    const causes = await causesOf(learnerId);
    const judged: { again: string; live: string; before: number; readFrom: number[] }[] = [];
    for (const [index, cause] of causes.entries()) {
      const live = mastery.filter((event) => event.metadata.causationId === cause.id);
      expect(live.length).toBeGreaterThan(0);
      const before = live[0]!.streamVersion - 1;
      const readFrom: number[] = [];
      const context: ReactorContext<PathwiseEvent> = {
        async readStream(id, options) {
          const read = await store().readStream(id, options);
          if (id !== masteryStreamId(learnerId)) return read;
          readFrom.push(options?.fromVersion ?? 1);
          return { currentVersion: before, events: read.events.filter((event) => event.streamVersion <= before) };
        },
      };
      const effects = await engineFor(index)(cause, context);
      judged.push({
        again: canonical(effects.flatMap((effect) => effect.events).map(({ type, data }) => ({ type, data }))),
        live: canonical(live.map(({ type, data }) => ({ type, data }))),
        before,
        readFrom,
      });
    }
    return judged;
  };
  const newEngine = (): Judge => {
    const { reactor } = startAdaptiveEngine(store(), used.server.platform.database);
    return (cause, context) => reactor.react(cause, context);
  };

  it('appends the same events warm as a cold engine, across a calibration switch and a regrade, and after a restart or another process’s turn', async () => {
    const course = await givenAdaptiveCourse(store(), { creatorId: randomUUID() });
    const learner = await used.learner();
    await givenEnrolment(store(), course.courseId, learner.userId);
    const take = async (quizId: 'easy' | 'hard', right: number) => {
      const itemIds = course.itemIds[quizId];
      expect((await takeQuiz(used.server.url, learner.token, { courseId: course.courseId, quizId, itemIds }, itemIds.slice(0, right))).status).toBe(201);
    };
    const judged = (count: number) =>
      eventually(async () => {
        const { events } = await store().readStream(masteryStreamId(learner.userId));
        expect(events.filter((event) => event.type === 'SkillMasteryUpdated')).toHaveLength(count);
      }, 30_000);

    await take('easy', 5);
    await take('hard', 2);
    await take('easy', 4);
    await judged(3);
    await calibrate(40, course.courseId);
    await take('hard', 3);
    await take('easy', 1);
    await judged(5);
    // h1's key flips: both hard attempts are regraded, the first of them with attempts judged after it.
    await store().append(
      streamId('course', course.courseId),
      [{ type: 'AnswerKeyCorrected', data: { courseId: course.courseId, quizId: 'hard', itemId: 'h1', answerKey: { correctOptionIds: ['wrong'], acceptedAnswers: [] }, reason: 'The key was the wrong way round' } }],
      { expectedVersion: 'any' },
    );
    await judged(7);
    await take('hard', 4);
    await calibrate(80, course.courseId);
    await take('easy', 5);
    await take('hard', 0);
    await judged(10);

    const models = (await store().readStream(masteryStreamId(learner.userId))).events.flatMap((event) =>
      event.type === 'SkillMasteryUpdated' ? [`${event.data.cause}:${event.data.model}`] : [],
    );
    expect(models).toEqual([
      ...Array(3).fill('graded:kt-lr-1/trained-on-0'),
      ...Array(2).fill('graded:kt-lr-1/trained-on-40'),
      ...Array(2).fill('regraded:kt-lr-1/trained-on-40'),
      'graded:kt-lr-1/trained-on-40',
      ...Array(2).fill('graded:kt-lr-1/trained-on-80'),
    ]);

    // One engine for all (warm, as the live one was), a new one for each attempt (a restart every time: the full fold),
    // and two taking turns (each catches up on what the other appended, the regrade among it).
    const warm = newEngine();
    const one = newEngine();
    const other = newEngine();
    const variants = {
      warm: await judgeAgain(learner.userId, () => warm),
      cold: await judgeAgain(learner.userId, () => newEngine()),
      turns: await judgeAgain(learner.userId, (index) => (index < 3 || index >= 7 ? one : other)),
    };
    for (const judgedAgain of Object.values(variants)) {
      expect(judgedAgain).toHaveLength(10);
      for (const { again, live } of judgedAgain) expect(again).toBe(live);
    }
    // A warm engine reads from the last event it folded (to check it is still there) on; a cold one from the start.
    expect(variants.warm.map(({ readFrom }) => readFrom)).toEqual([[1], ...variants.warm.slice(0, -1).map(({ before }) => [Math.max(1, before)])]);
    for (const { readFrom } of variants.cold) expect(readFrom).toEqual([1]);
    expect(variants.turns[3]!.readFrom).toEqual([1]);
    expect(variants.turns[7]!.readFrom).toEqual([variants.turns[2]!.before]);
  });
});
