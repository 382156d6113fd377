import type { QuizAnswer } from '@pathwise/event-schemas';
import type { Executor } from '@pathwise/event-store';
import { sql } from 'kysely';
import { LIVE_SCHEMA } from '../../runner/projection.js';
import { QUIZ_ATTEMPTS } from './quiz-attempts.projection.js';

export interface QuizAttemptRecord {
  readonly attemptId: string;
  readonly quizId: string;
  readonly courseVersion: number;
  readonly score: number;
  readonly passed: boolean;
  readonly results: { itemId: string; correct: boolean }[];
  /** What the learner answered, item by item; an item left blank may be missing. */
  readonly answers: QuizAnswer[];
  readonly regraded: boolean;
  readonly attemptedAt: Date;
}

/** A learner's attempts at one quiz, newest first. */
export async function getQuizAttempts(db: Executor, learnerId: string, courseId: string, quizId: string, schema = LIVE_SCHEMA): Promise<QuizAttemptRecord[]> {
  const { rows } = await sql<{
    attempt_id: string;
    quiz_id: string;
    course_version: number;
    score: number;
    passed: boolean;
    results: { itemId: string; correct: boolean }[];
    answers: QuizAnswer[];
    regraded: boolean;
    attempted_at: Date;
  }>`
    SELECT attempt_id, quiz_id, course_version, score, passed, results, answers, regraded, attempted_at
    FROM ${sql.id(schema, QUIZ_ATTEMPTS)}
    WHERE learner_id = ${learnerId} AND course_id = ${courseId} AND quiz_id = ${quizId}
    ORDER BY attempted_at DESC, attempt_id
  `.execute(db);
  return rows.map((row) => ({
    attemptId: row.attempt_id,
    quizId: row.quiz_id,
    courseVersion: row.course_version,
    score: row.score,
    passed: row.passed,
    results: row.results,
    answers: row.answers,
    regraded: row.regraded,
    attemptedAt: row.attempted_at,
  }));
}

/** The quizzes of a course a learner has passed at least once, by their latest grades (a regrade may take a pass away). */
export async function getPassedQuizIds(db: Executor, learnerId: string, courseId: string, schema = LIVE_SCHEMA): Promise<string[]> {
  const { rows } = await sql<{ quiz_id: string }>`
    SELECT quiz_id FROM ${sql.id(schema, QUIZ_ATTEMPTS)}
    WHERE learner_id = ${learnerId} AND course_id = ${courseId} AND passed
    GROUP BY quiz_id ORDER BY min(attempted_at), quiz_id
  `.execute(db);
  return rows.map((row) => row.quiz_id);
}

/** How often one quiz item of a course was answered, and how often right. */
export interface CourseItemSuccess {
  readonly itemId: string;
  readonly answers: number;
  readonly correct: number;
}

/** Item success over a course's graded attempts, from their latest results, so a regrade counts once and as corrected. */
export async function getCourseItemSuccess(db: Executor, courseId: string, schema = LIVE_SCHEMA): Promise<CourseItemSuccess[]> {
  const { rows } = await sql<{ item_id: string; answers: number; correct: number }>`
    SELECT item->>'itemId' AS item_id, count(*)::int AS answers,
           count(*) FILTER (WHERE (item->>'correct')::boolean)::int AS correct
    FROM ${sql.id(schema, QUIZ_ATTEMPTS)} attempt, jsonb_array_elements(attempt.results) AS item
    WHERE attempt.course_id = ${courseId}
    GROUP BY item->>'itemId' ORDER BY item->>'itemId'
  `.execute(db);
  return rows.map((row) => ({ itemId: row.item_id, answers: row.answers, correct: row.correct }));
}

/** One learner's results on one quiz of a course: how often they tried, their best and latest scores, and whether they passed. */
export interface LearnerQuizResult {
  readonly learnerId: string;
  readonly quizId: string;
  readonly attempts: number;
  readonly bestScore: number;
  readonly latestScore: number;
  readonly passed: boolean;
  readonly lastAttemptedAt: Date;
}

/** A course's quiz results per learner and quiz, from each attempt's latest grade: a report's read, not a page's. */
export async function getCourseQuizResults(db: Executor, courseId: string, schema = LIVE_SCHEMA): Promise<LearnerQuizResult[]> {
  const { rows } = await sql<{ learner_id: string; quiz_id: string; attempts: number; best_score: number; latest_score: number; passed: boolean; last_attempted_at: Date }>`
    SELECT learner_id, quiz_id, count(*)::int AS attempts, max(score) AS best_score,
           (array_agg(score ORDER BY attempted_at DESC, attempt_id DESC))[1] AS latest_score,
           bool_or(passed) AS passed, max(attempted_at) AS last_attempted_at
    FROM ${sql.id(schema, QUIZ_ATTEMPTS)}
    WHERE course_id = ${courseId}
    GROUP BY learner_id, quiz_id
    ORDER BY learner_id, quiz_id
  `.execute(db);
  return rows.map((row) => ({
    learnerId: row.learner_id,
    quizId: row.quiz_id,
    attempts: row.attempts,
    bestScore: row.best_score,
    latestScore: row.latest_score,
    passed: row.passed,
    lastAttemptedAt: new Date(row.last_attempted_at),
  }));
}
