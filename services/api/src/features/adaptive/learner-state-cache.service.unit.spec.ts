import { randomUUID } from 'node:crypto';
import { defaultKnowledgeModelParameters } from '@pathwise/adaptive';
import type { PathwiseEvent, QuizItem } from '@pathwise/event-schemas';
import type { StoredEvent } from '@pathwise/event-store';
import { describe, expect, it } from 'vitest';
import type { CourseState } from '../courses/index.js';
import { assessAttempt } from './assess-attempt.rules.js';
import { LearnerKnowledge } from './learner-knowledge.rules.js';
import { LearnerStateCache, type MasteryReader } from './learner-state-cache.service.js';
import { foldMasteryHistory } from './mastery-history.fold.js';

const item = (itemId: string, difficulty: number): QuizItem => ({
  itemId, kind: 'true_false', prompt: `Is ${itemId} true?`, options: [], answerKey: { correctOptionIds: [], acceptedAnswers: ['yes'] },
  skillIds: ['counting'], difficulty, explanation: `Because of ${itemId}.`,
});

const course: CourseState = {
  courseId: 'c1', creatorId: 'creator', coAuthorIds: [], status: 'published', version: 5, publishedVersion: 5,
  aiMarks: [],
  details: { title: 'Numbers', subtitle: '', description: '', coverImageUrl: null, language: 'en', level: 'beginner', priceCents: 0, currency: 'USD', tags: [] },
  skills: [{ skillId: 'counting', name: 'Counting', prerequisiteIds: [] }],
  modules: [{
    moduleId: 'm1', title: 'M',
    lessons: [{ lessonId: 'count', title: 'Counting to ten', blocks: [], estimatedMinutes: 5, skillIds: ['counting'] }],
    quizzes: [{ quizId: 'q1', title: 'Check', passingScore: 60, items: [item('i1', -1), item('i2', 0), item('i3', 1)] }],
  }],
};

const uncalibrated = new LearnerKnowledge();
const calibrated = new LearnerKnowledge({ ...defaultKnowledgeModelParameters, trainedOn: 9, items: { 'c1/i2': { difficulty: 1.5, offset: 0.3, abilityWeight: 0.2 } } });
const beginner = () => 'beginner' as const;
type Stream = StoredEvent<PathwiseEvent>[];

/** A mastery stream judged attempt by attempt, as the engine without memory writes it. */
function judged(attempts: readonly { correct: boolean[]; cause?: 'graded' | 'regraded'; attemptId?: string }[], stream: Stream = []): Stream {
  for (const [index, attempt] of attempts.entries()) {
    const facts = {
      cause: attempt.cause ?? 'graded', learnerId: 'l1', courseId: 'c1', quizId: 'q1', attemptId: attempt.attemptId ?? randomUUID(),
      at: Date.parse('2026-11-20T10:00:00Z') + (stream.length + index) * 60_000,
      results: ['i1', 'i2', 'i3'].map((itemId, at) => ({ itemId, correct: attempt.correct[at]! })),
    } as const;
    for (const event of assessAttempt(uncalibrated, foldMasteryHistory(stream, beginner), course, facts, 'beginner')) {
      stream.push({ ...event, id: randomUUID(), streamVersion: stream.length + 1 } as StoredEvent<PathwiseEvent>);
    }
  }
  return stream;
}

/** Reads the stream as it stands when called, and notes the version each read started from. */
function readerOf(stream: () => Stream): { read: MasteryReader; readFrom: number[] } {
  const readFrom: number[] = [];
  return {
    readFrom,
    read: async (fromVersion) => {
      readFrom.push(fromVersion);
      return { currentVersion: stream().length, events: stream().filter((event) => event.streamVersion >= fromVersion) };
    },
  };
}

const replayed = (knowledge: LearnerKnowledge, stream: Stream) => knowledge.replay('l1', foldMasteryHistory(stream, beginner).attempts);

describe('the engine’s memory of a learner', () => {
  it('reads only from the event it folded last, and recalls what a full fold and replay of the stream give', async () => {
    const cache = new LearnerStateCache();
    const stream = judged([{ correct: [true, true, false] }]);
    const { read, readFrom } = readerOf(() => stream);
    await cache.recall('l1', uncalibrated, beginner, read);
    const folded = stream.length;
    judged([{ correct: [false, true, true] }, { correct: [true, true, true] }], stream);
    const known = await cache.recall('l1', uncalibrated, beginner, read);
    expect(readFrom).toEqual([1, folded]);
    expect(known.state).toEqual(replayed(uncalibrated, stream));
    expect(known.history).toEqual(foldMasteryHistory(stream, beginner));
  });

  it('folds anew when the event it folded last is no longer in the stream (a page rolled back and judged again)', async () => {
    const cache = new LearnerStateCache();
    const answers = [{ correct: [true, true, true] }, { correct: [true, false, true] }];
    let stream = judged(answers);
    const { read, readFrom } = readerOf(() => stream);
    await cache.recall('l1', uncalibrated, beginner, read);
    // As long, with other events (other attempts): only the id of the event folded last tells the streams apart.
    const folded = stream.length;
    stream = judged(answers);
    expect(stream).toHaveLength(folded);
    const known = await cache.recall('l1', uncalibrated, beginner, read);
    expect(readFrom).toEqual([1, folded, 1]);
    expect(known.history).toEqual(foldMasteryHistory(stream, beginner));
    expect(known.state).toEqual(replayed(uncalibrated, stream));
  });

  it('replays every attempt when a regrade replaced one it had folded, or when another model judges', async () => {
    const cache = new LearnerStateCache();
    const attemptId = randomUUID();
    const stream = judged([{ correct: [false, false, true], attemptId }, { correct: [true, false, true] }]);
    const { read } = readerOf(() => stream);
    await cache.recall('l1', uncalibrated, beginner, read);
    judged([{ correct: [true, true, true], attemptId, cause: 'regraded' }], stream);
    expect((await cache.recall('l1', uncalibrated, beginner, read)).state).toEqual(replayed(uncalibrated, stream));
    expect((await cache.recall('l1', calibrated, beginner, read)).state).toEqual(replayed(calibrated, stream));
    expect(replayed(calibrated, stream)).not.toEqual(replayed(uncalibrated, stream));
  });

  it('forgets the learners recalled longest ago once it holds more attempts than its capacity, but never the one recalled now', async () => {
    const cache = new LearnerStateCache(3);
    const short = judged([{ correct: [true, false, true] }]);
    const long = judged([{ correct: [true, false, true] }, { correct: [true, true, true] }, { correct: [false, true, true] }, { correct: [true, true, false] }]);
    const reader = readerOf(() => short);
    const longReader = readerOf(() => long);
    await cache.recall('l1', uncalibrated, beginner, reader.read);
    await cache.recall('l2', uncalibrated, beginner, reader.read);
    await cache.recall('l1', uncalibrated, beginner, reader.read);
    expect(reader.readFrom).toEqual([1, 1, short.length]);
    // Four attempts: more than the whole capacity, so it is held alone.
    await cache.recall('l3', uncalibrated, beginner, longReader.read);
    await cache.recall('l3', uncalibrated, beginner, longReader.read);
    await cache.recall('l1', uncalibrated, beginner, reader.read);
    expect(longReader.readFrom).toEqual([1, long.length]);
    expect(reader.readFrom.at(-1)).toBe(1);
  });
});
