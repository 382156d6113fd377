import { countOf, percentText } from '../shared/wording.js';

/** What the state-of-mind reading looks at: a learner's recent activity, in plain terms. Times are epoch ms. */
export const activityKinds = [
  'lesson_start',
  'lesson_complete',
  'quiz_attempt',
  'mastery_gained',
  'achievement',
] as const;
export type ActivityKind = (typeof activityKinds)[number];

export interface LearnerActivity {
  readonly kind: ActivityKind;
  readonly at: number;
  readonly courseId: string;
  readonly lessonId: string | null;
  /** A quiz attempt's score as a fraction 0..1 (the API's 0..100 divided by 100); null for other kinds. */
  readonly score: number | null;
  /** Whether a quiz attempt passed, when the quiz's own passing score is known; else `passingScore` decides. */
  readonly passed?: boolean;
  /** What was mastered or unlocked, for the reasons ("Fractions", "First quiz passed"). */
  readonly title?: string;
}

export interface StateOfMindOptions {
  /** Score that counts as a pass when the activity does not say. */
  readonly passingScore: number;
  /** Score worth celebrating on its own. */
  readonly excellentScore: number;
  /** A gap this long ends a study session. */
  readonly sessionGapMs: number;
  /** How long after a success the learner is still celebrating. */
  readonly celebrationMs: number;
  /** Failed attempts in a row that make a struggle. */
  readonly failureRun: number;
  /** Lessons opened and left unfinished in a session that make browsing. */
  readonly browsingLessons: number;
  /** A pause this long before starting something new makes a return to exploring. */
  readonly longPauseMs: number;
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/**
 * Why these numbers: 30 minutes without activity is the usual end of a web session; a celebration lasts minutes, not
 * all day; three failures in a row is an early sign of the unproductive persistence Beck and Gong (2013) call
 * wheel-spinning, early enough to offer help; three days away is long enough to have lost the thread.
 */
export const defaultStateOfMindOptions: StateOfMindOptions = {
  passingScore: 0.7,
  excellentScore: 0.9,
  sessionGapMs: 30 * MINUTE,
  celebrationMs: 15 * MINUTE,
  failureRun: 3,
  browsingLessons: 3,
  longPauseMs: 3 * DAY,
};

export const isQuizPass = (activity: LearnerActivity, options: StateOfMindOptions): boolean =>
  activity.kind === 'quiz_attempt' && (activity.passed ?? (activity.score ?? 0) >= options.passingScore);

export const isQuizFail = (activity: LearnerActivity, options: StateOfMindOptions): boolean =>
  activity.kind === 'quiz_attempt' && !isQuizPass(activity, options);

export const lessonKey = (activity: LearnerActivity): string => `${activity.courseId}/${activity.lessonId ?? ''}`;

/** "40 minutes", "5 hours", "3 days". */
export function duration(ms: number): string {
  if (ms < 90 * MINUTE) return countOf(Math.max(1, Math.round(ms / MINUTE)), 'minute');
  if (ms < 2 * DAY) return countOf(Math.round(ms / (60 * MINUTE)), 'hour');
  return countOf(Math.round(ms / DAY), 'day');
}

/** A quiz score as "80%" (a missing score reads as 0%). */
export const scoreText = (score: number | null): string => percentText(score ?? 0);
