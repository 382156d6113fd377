import { randomUUID } from 'node:crypto';
import { seededRandom, sigmoid } from '@pathwise/adaptive';
import type { CalibrationList, CalibrationSummary } from '@pathwise/contracts';
import { calibrationStreamId, masteryStreamId, type PathwiseEvent } from '@pathwise/event-schemas';
import { eventually, testDatabaseKinds } from '@pathwise/event-store/testing';
import { describe, expect, it } from 'vitest';
import { givenAdaptiveCourse, takeQuiz } from '../../../testing/adaptive-fixtures.js';
import { givenEnrolment } from '../../../testing/course-fixtures.js';
import { getJson, postJson } from '../../../testing/learning-requests.js';
import { useTestServer } from '../../../testing/use-test-server.js';
import { CalibrationLog } from './calibration-log.queries.js';
import { Calibrations, defaultCalibrationSchedule } from './calibrations.commands.js';

const LEARNERS = 30;
/**
 * What the items really are: the creator marked the counting quiz easy (difficulty -3) and the adding quiz hard (+3),
 * but learners find the counting items middling to hard and the adding items middling to easy.
 */
const trueDifficulty: Record<string, number> = { e1: 0, e2: 0.5, e3: 1, e4: 1.5, e5: 0.5, h1: -1.5, h2: -1, h3: -0.5, h4: 0, h5: -1 };

describe.each(testDatabaseKinds)('calibration from all learners’ answers on %s', (kind) => {
  const used = useTestServer(kind);
  const mastery = async (learnerId: string) =>
    ((await used.server.platform.store.readStream(masteryStreamId(learnerId))).events as PathwiseEvent[]).filter(
      (event): event is Extract<PathwiseEvent, { type: 'SkillMasteryUpdated' }> => event.type === 'SkillMasteryUpdated',
    );
  let course: Awaited<ReturnType<typeof givenAdaptiveCourse>>;
  const adminToken = () => used.server.tokenFor({ userId: randomUUID(), role: 'admin', tier: 'free' });
  const enrolled = async () => {
    const learner = await used.learner();
    await givenEnrolment(used.server.platform.store, course.courseId, learner.userId);
    return learner;
  };

  it('refits item difficulties from what learners answered, adopts them, and judges the next attempt with them', async () => {
    course = await givenAdaptiveCourse(used.server.platform.store, { creatorId: randomUUID() });
    const random = seededRandom(2026);
    const learners: string[] = [];
    for (let index = 0; index < LEARNERS; index++) {
      const { userId, token } = await enrolled();
      learners.push(userId);
      const ability = random.normal();
      for (const quizId of ['easy', 'hard'] as const) {
        const itemIds = course.itemIds[quizId];
        const right = itemIds.filter((itemId) => random.next() < sigmoid(ability - trueDifficulty[itemId]!));
        expect((await takeQuiz(used.server.url, token, { courseId: course.courseId, quizId, itemIds }, right)).status).toBe(201);
      }
    }
    await eventually(async () => {
      for (const learnerId of learners) expect(await mastery(learnerId)).toHaveLength(2);
    }, 60_000);

    const student = await used.learner();
    expect((await postJson(`${used.server.url}/api/admin/adaptive/calibrations`, {}, student.token)).status).toBe(403);
    const admin = await adminToken();
    const response = await postJson(`${used.server.url}/api/admin/adaptive/calibrations`, {}, admin);
    expect(response.status).toBe(201);
    const run = response.body as unknown as CalibrationSummary;
    expect(run).toMatchObject({ answers: LEARNERS * 10, learners: LEARNERS, adopted: true });
    expect(run.heldOut!.candidate.logLoss).toBeLessThan(run.heldOut!.current.logLoss);
    expect(run.itemBanks).toEqual([{ courseId: course.courseId, learners: LEARNERS, items: 10, converged: expect.any(Boolean) }]);

    // The placement test's bank: the counting items are no longer taken for easy, nor the adding items for hard.
    const bank = await used.server.platform.adaptive.calibrations.parametersOf(course.courseId);
    for (const itemId of course.itemIds.easy) expect(bank.get(itemId)!.b).toBeGreaterThan(-1.5);
    const meanB = (itemIds: string[]) => itemIds.reduce((sum, itemId) => sum + bank.get(itemId)!.b, 0) / itemIds.length;
    expect(meanB(course.itemIds.easy)).toBeGreaterThan(meanB(course.itemIds.hard));

    // A newcomer's first counting answer: uncalibrated, the model expected ~95% (difficulty -3); now it knows better.
    const newcomer = await enrolled();
    await takeQuiz(used.server.url, newcomer.token, { courseId: course.courseId, quizId: 'easy', itemIds: course.itemIds.easy }, []);
    const [judged] = await eventually(async () => {
      const events = await mastery(newcomer.userId);
      expect(events).toHaveLength(1);
      return events;
    });
    expect(judged!.data.model).toBe(`kt-lr-1/trained-on-${LEARNERS * 10}`);
    expect(judged!.data.observations[0]!.predicted).toBeLessThan(0.8);
    const [earlier] = await mastery(learners[0]!);
    expect(earlier!.data.model).toBe('kt-lr-1/trained-on-0');
    expect(earlier!.data.observations[0]!.predicted).toBeGreaterThan(0.9);
  });

  it('lists every run for admins, and the schedule waits for enough new answers', async () => {
    const admin = await adminToken();
    const listed = await getJson(`${used.server.url}/api/admin/adaptive/calibrations`, admin);
    expect(listed.status).toBe(200);
    const { runs } = listed.body as unknown as CalibrationList;
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ adopted: true, answers: LEARNERS * 10 });

    // Five new answers since the last run: far from the 200 a scheduled run waits for, so it appends nothing.
    expect(await used.server.platform.adaptive.calibrations.runIfDue()).toBeNull();
    expect(((await getJson(`${used.server.url}/api/admin/adaptive/calibrations`, admin)).body as unknown as CalibrationList).runs).toHaveLength(1);
  });

  it('runs on schedule once the new answers reach the threshold, as the system, and not again until more arrive', async () => {
    const { store } = used.server.platform;
    // The same schedule over the same log, with the bar set at the newcomer's five answers.
    const scheduleAt = (newAnswersForRerun: number) => new Calibrations(store, new CalibrationLog(store), { ...defaultCalibrationSchedule, newAnswersForRerun });
    expect(await scheduleAt(6).runIfDue()).toBeNull();

    const scheduled = await scheduleAt(5).runIfDue();
    expect(scheduled).toMatchObject({ answers: LEARNERS * 10 + 5 });
    const admin = await adminToken();
    const { runs } = (await getJson(`${used.server.url}/api/admin/adaptive/calibrations`, admin)).body as unknown as CalibrationList;
    expect(runs).toHaveLength(2);
    expect(runs.map((run) => run.calibrationId)).toContain(scheduled!.calibrationId);
    const stored = (await store.readStream(calibrationStreamId)).events.at(-1)!;
    expect(stored.metadata.actor).toEqual({ kind: 'system', id: 'calibration-schedule' });

    expect(await scheduleAt(5).runIfDue()).toBeNull();
  });
});
