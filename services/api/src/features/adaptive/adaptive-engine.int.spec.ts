import { randomUUID } from 'node:crypto';
import { masteryStreamId, type PathwiseEvent } from '@pathwise/event-schemas';
import { eventually, testDatabaseKinds } from '@pathwise/event-store/testing';
import { learnerProfileProjection, rebuildProjection } from '@pathwise/projections';
import { describe, expect, it } from 'vitest';
import { givenAdaptiveCourse, takeQuiz } from '../../testing/adaptive-fixtures.js';
import { givenEnrolment } from '../../testing/course-fixtures.js';
import { getJson, learningRequest, postJson } from '../../testing/learning-requests.js';
import { useTestServer } from '../../testing/use-test-server.js';

type Profile = {
  learningStyle: string;
  learningStyleReading: { style: string; confidence: number; why: string };
  skills: { skillId: string; level: string; probability: number; attempts: number; evidence: unknown[]; why: string }[];
  difficulty: { courseId: string; level: string }[];
  recentAdjustments: { oldLevel: string; newLevel: string; reason: string }[];
  recentEvents: unknown[];
  position: string | null;
};

describe.each(testDatabaseKinds)('adaptive engine on %s', (kind) => {
  const used = useTestServer(kind);
  const masteryEvents = async (learnerId: string) =>
    (await used.server.platform.store.readStream(masteryStreamId(learnerId))).events as PathwiseEvent[];
  const ofType = <T extends PathwiseEvent['type']>(events: PathwiseEvent[], type: T) =>
    events.filter((event): event is Extract<PathwiseEvent, { type: T }> => event.type === type);
  const enrolledLearner = async (level?: 'beginner' | 'intermediate' | 'advanced') => {
    const course = await givenAdaptiveCourse(used.server.platform.store, { creatorId: randomUUID(), ...(level ? { level } : {}) });
    const learner = await used.learner();
    await givenEnrolment(used.server.platform.store, course.courseId, learner.userId);
    return { course, ...learner };
  };
  const profileOf = async (userId: string, token: string, query = '') => {
    const response = await getJson(`${used.server.url}/api/learners/${userId}/profile${query}`, token);
    expect(response.status).toBe(200);
    return response.body as unknown as Profile;
  };

  it('records how each answer moved the skill, raises the difficulty after easy successes, and pushes it all to the learner', async () => {
    const { course, userId, token } = await enrolledLearner();
    const socket = await used.socket(token);
    await socket.join({ room_id: userId, room_type: 'user' });

    const taken = await takeQuiz(used.server.url, token, { courseId: course.courseId, quizId: 'easy', itemIds: course.itemIds.easy }, course.itemIds.easy);
    expect(taken.status).toBe(201);

    const events = await eventually(async () => {
      const stored = await masteryEvents(userId);
      expect(ofType(stored, 'AdaptiveFeedbackGiven')).toHaveLength(1);
      return stored;
    });
    const [mastery] = ofType(events, 'SkillMasteryUpdated');
    expect(mastery!.data).toMatchObject({ attemptId: taken.attemptId, courseId: course.courseId, cause: 'graded' });
    expect(mastery!.data.observations.map((each) => each.itemId)).toEqual(course.itemIds.easy);
    const [counting] = mastery!.data.skills;
    expect(counting).toMatchObject({ skillId: 'counting', skillName: 'Counting', attempts: 5, correct: 5 });
    expect(counting!.after).toBeGreaterThan(counting!.before);
    expect(counting!.moves).toHaveLength(5);
    for (const move of counting!.moves) expect(move.after).toBeGreaterThan(move.before);

    const [adjusted] = ofType(events, 'DifficultyAdjusted');
    expect(adjusted!.data).toMatchObject({ courseId: course.courseId, oldLevel: 'beginner', newLevel: 'intermediate' });
    expect(adjusted!.data.evidence.observedSuccess).toBe(1);
    expect(adjusted!.data.evidence.attemptIds).toEqual([taken.attemptId]);

    await eventually(() => {
      expect(socket.of('difficulty_adjusted')).toEqual([
        expect.objectContaining({ course_id: course.courseId, old_level: 'beginner', new_level: 'intermediate', reason: adjusted!.data.reason }),
      ]);
      expect(socket.of('adaptive_feedback')).toEqual([expect.objectContaining({ attempt_id: taken.attemptId, course_id: course.courseId })]);
      expect(socket.of('progress_update')).toEqual([expect.objectContaining({ course_id: course.courseId, skill_ids: ['counting'] })]);
    });

    const profile = await eventually(async () => {
      const read = await profileOf(userId, token);
      expect(read.recentAdjustments).toHaveLength(1);
      return read;
    });
    expect(profile.difficulty).toEqual([{ courseId: course.courseId, level: 'intermediate' }]);
    expect(profile.recentAdjustments[0]).toMatchObject({ oldLevel: 'beginner', newLevel: 'intermediate' });
    const skill = profile.skills.find((each) => each.skillId === 'counting')!;
    expect(skill.level).not.toBe('not_started');
    expect(skill.why).toContain('5 answers');
    expect(skill.evidence).toHaveLength(5);
    expect(skill.probability).toBeCloseTo(counting!.after, 10);
  });

  it('lowers the difficulty after a run of failures and explains what went wrong with a next step', async () => {
    const { course, userId, token } = await enrolledLearner('advanced');
    const taken = await takeQuiz(used.server.url, token, { courseId: course.courseId, quizId: 'hard', itemIds: course.itemIds.hard }, []);
    expect(taken.status).toBe(201);
    const adjusted = await eventually(async () => {
      const [event] = ofType(await masteryEvents(userId), 'DifficultyAdjusted');
      expect(event).toBeDefined();
      return event!;
    });
    expect(adjusted.data).toMatchObject({ oldLevel: 'advanced', newLevel: 'intermediate' });
    expect(adjusted.data.evidence.observedSuccess).toBe(0);

    const feedback = await eventually(async () => {
      const response = await postJson(`${used.server.url}/api/ai/adaptive/feedback/${userId}`, { courseId: course.courseId }, token);
      expect(response.status).toBe(200);
      return response.body!;
    });
    expect(feedback.attemptId).toBe(taken.attemptId);
    expect((feedback.wentWrong as unknown[]).length).toBe(5);
    expect(feedback.feedback).toContain('0 of 5 right');
    // Adding needs counting first: the next step fills that gap.
    expect(feedback.nextStep).toMatchObject({ kind: 'lesson', lessonId: 'counting-lesson' });
  });

  it('answers a learning_event sent with requires_response with an adaptive_response to that socket', async () => {
    const { course, userId, token } = await enrolledLearner();
    const socket = await used.socket(token);
    const data = learningRequest(userId, { courseId: course.courseId, lessonId: 'counting-lesson', eventType: 'lesson_start', score: null, attempts: null });
    const { eventType: _eventType, ...rest } = data;
    const ack = await socket.emitWithAck('learning_event', { event_type: 'lesson_start', room_id: course.courseId, data: rest, requires_response: true });
    expect(ack).toMatchObject({ ok: true, eventId: data.eventId });
    await eventually(() =>
      expect(socket.of('adaptive_response')).toEqual([
        expect.objectContaining({ event_id: data.eventId, state_of_mind: expect.any(String), message: expect.any(String), next: expect.objectContaining({ courseId: course.courseId }) }),
      ]),
    );
  });

  it('shows the profile as it stood at an earlier moment, and a rebuilt read model gives the same profile', async () => {
    const { course, userId, token } = await enrolledLearner();
    const quiz = { courseId: course.courseId, quizId: 'easy', itemIds: course.itemIds.easy };
    await takeQuiz(used.server.url, token, quiz, course.itemIds.easy);
    await eventually(async () => expect((await profileOf(userId, token)).skills[0]?.attempts).toBe(5));
    const between = new Date();
    await new Promise((resolve) => setTimeout(resolve, 20));
    await takeQuiz(used.server.url, token, quiz, course.itemIds.easy.slice(0, 2));
    const now = await eventually(async () => {
      const read = await profileOf(userId, token);
      expect(read.skills[0]?.attempts).toBe(10);
      expect(ofType(await masteryEvents(userId), 'AdaptiveFeedbackGiven')).toHaveLength(2);
      return read;
    });

    const then = await profileOf(userId, token, `?at=${encodeURIComponent(between.toISOString())}`);
    expect(then.skills[0]).toMatchObject({ skillId: 'counting', attempts: 5 });
    expect(then.skills[0]!.probability).toBeGreaterThan(now.skills[0]!.probability);
    expect(then.recentEvents).toHaveLength(1);

    const folded = await profileOf(userId, token, `?at=${encodeURIComponent(new Date().toISOString())}`);
    await eventually(async () => expect((await profileOf(userId, token)).position).toBe(folded.position));
    const { platform } = used.server;
    await rebuildProjection({ database: platform.database, store: platform.store, projection: learnerProfileProjection });
    const rebuilt = await profileOf(userId, token);
    const lasting = ({ skills, difficulty, recentAdjustments, recentEvents, position }: Profile) => ({ skills, difficulty, recentAdjustments, recentEvents, position });
    expect(lasting(rebuilt)).toEqual(lasting(folded));
    expect(lasting(rebuilt)).toEqual(lasting(await profileOf(userId, token)));
  });

  it('reads the learning style from the formats the learner studies, as it stood at any moment', async () => {
    const { course, userId, token } = await enrolledLearner();
    const lesson = (lessonId: string, minutes: number) => {
      const { userId: _userId, ...event } = learningRequest(userId, {
        courseId: course.courseId, lessonId, eventType: 'lesson_complete', timeSpent: minutes * 60, score: null, attempts: null,
      });
      return event;
    };
    const before = new Date();
    await new Promise((resolve) => setTimeout(resolve, 20));
    const posted = await postJson(`${used.server.url}/api/ai/adaptive/profile/${userId}`, {
      events: [lesson('counting-lesson', 20), lesson('counting-lesson', 15), lesson('adding-lesson', 5)],
    }, token);
    expect(posted.status).toBe(200);
    expect(posted.body).toMatchObject({
      learningStyle: 'visual',
      learning_style: 'visual',
      learningStyleReading: {
        style: 'visual',
        why: 'Most of your study time in the last 30 days went to videos (88%), ahead of reading (13%).',
      },
    });
    const then = await profileOf(userId, token, `?at=${encodeURIComponent(before.toISOString())}`);
    expect(then.learningStyleReading).toMatchObject({ style: 'unknown', confidence: 0, why: expect.stringMatching(/^Not enough activity yet/) });
  });

  it('suggests the next lesson on a topic, filling a prerequisite gap first', async () => {
    const { userId, token } = await enrolledLearner();
    // The learner's courses come from the catalogue's enrolments, a read model: wait until it has the enrolment.
    const response = await eventually(async () => {
      const answer = await postJson(`${used.server.url}/api/ai/adaptive/content/${userId}`, { topic: 'adding' }, token);
      expect(answer.status).toBe(200);
      return answer;
    });
    expect(response.body!.content).toMatchObject({ kind: 'lesson', lessonId: 'counting-lesson', skillIds: ['counting'] });
    const unknown = await postJson(`${used.server.url}/api/ai/adaptive/content/${userId}`, { topic: 'astrophysics' }, token);
    expect(unknown.status).toBe(404);
  });
});
