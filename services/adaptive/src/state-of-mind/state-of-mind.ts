import { countOf, listInWords } from '../shared/wording.js';
import {
  type LearnerActivity,
  type StateOfMindOptions,
  defaultStateOfMindOptions,
  duration,
  isQuizFail,
  isQuizPass,
  lessonKey,
  scoreText,
} from './learner-activity.js';

/**
 * The learner's state of mind (ADR 12; the spec's celebrating, focused, struggling, exploring), read from
 * recent activity at `now`. The first rule that holds wins, in this order: days away is exploring afresh; a fresh
 * success is celebrated (unless a failure followed it); a struggle is named before anything calmer; browsing and
 * returning to something new are exploring; a steady run of completions is focus; with none of these signals the
 * learner is just getting started, which is exploring too.
 */
export const statesOfMindInOrder = ['celebrating', 'focused', 'struggling', 'exploring'] as const;
export type LearnerStateOfMind = (typeof statesOfMindInOrder)[number];

export interface StateOfMindReading {
  readonly state: LearnerStateOfMind;
  /** The signals behind it, as sentences. */
  readonly reasons: readonly string[];
  /** When the state began (epoch ms); null when there is no activity at all. */
  readonly since: number | null;
}

type Rule = (session: Session, options: StateOfMindOptions) => StateOfMindReading | null;

interface Session {
  /** The latest run of activity without a session gap, oldest first. */
  readonly events: readonly LearnerActivity[];
  /** Everything before it. */
  readonly earlier: readonly LearnerActivity[];
  readonly now: number;
}

/** One success worth celebrating; alike ones (same kind, same score or title) are told once, with their count. */
interface Success {
  readonly at: number;
  readonly alike: string;
  readonly told: (count: number) => string;
}

const quizzes = (count: number): string => (count === 1 ? 'a quiz' : countOf(count, 'quiz', 'quizzes'));

function celebrating({ events, now }: Session, options: StateOfMindOptions): StateOfMindReading | null {
  const lastFailure = events.findLastIndex((event) => isQuizFail(event, options));
  const successes = events.flatMap((event, index): Success[] => {
    if (index < lastFailure || now - event.at > options.celebrationMs) return [];
    if (event.kind === 'mastery_gained') {
      const skill = event.title ?? 'a skill';
      return [{ at: event.at, alike: `mastery ${skill}`, told: () => `Mastered ${skill}.` }];
    }
    if (event.kind === 'achievement') {
      const named = event.title ? `: ${event.title}` : '';
      return [{ at: event.at, alike: `achievement ${named}`, told: (count) => `Unlocked ${count === 1 ? 'an achievement' : countOf(count, 'achievement')}${named}.` }];
    }
    if (!isQuizPass(event, options)) return [];
    const score = scoreText(event.score);
    const recovered = events.slice(0, index).some((before) => isQuizFail(before, options));
    if (recovered) return [{ at: event.at, alike: `recovered ${score}`, told: (count) => `Passed ${quizzes(count)} with ${score} after a miss.` }];
    if ((event.score ?? 0) >= options.excellentScore) {
      return [{ at: event.at, alike: `excellent ${score}`, told: (count) => `Passed ${quizzes(count)} with ${score}.` }];
    }
    return [];
  });
  const latest = successes.at(-1);
  return latest ? { state: 'celebrating', reasons: toldOnce(successes), since: latest.at } : null;
}

/** Each kind of success once, in the order first met, counted: "Passed 4 quizzes with 100% after a miss." */
function toldOnce(successes: readonly Success[]): string[] {
  const counts = new Map<string, { told: Success['told']; count: number }>();
  for (const success of successes) {
    const known = counts.get(success.alike);
    if (known) known.count += 1;
    else counts.set(success.alike, { told: success.told, count: 1 });
  }
  return [...counts.values()].map(({ told, count }) => told(count));
}

function struggling({ events }: Session, options: StateOfMindOptions): StateOfMindReading | null {
  const quizzes = events.filter((event) => event.kind === 'quiz_attempt');
  const run = quizzes.slice(-options.failureRun);
  const first = run[0];
  if (run.length < options.failureRun || !first) return null;
  if (run.every((event) => isQuizFail(event, options))) {
    return { state: 'struggling', reasons: [`${run.length} quiz attempts in a row did not pass.`], since: first.at };
  }
  const falling = run.every((event, index) => index === 0 || (event.score ?? 0) < (run[index - 1]?.score ?? 0));
  const last = run.at(-1);
  if (falling && last && isQuizFail(last, options)) {
    const scores = run.map((event) => scoreText(event.score)).join(', ');
    return { state: 'struggling', reasons: [`Quiz scores are falling: ${scores}.`], since: first.at };
  }
  return null;
}

function exploring({ events, earlier }: Session, options: StateOfMindOptions): StateOfMindReading | null {
  const completed = new Set(events.filter((e) => e.kind === 'lesson_complete').map(lessonKey));
  const unfinished = events.filter((e) => e.kind === 'lesson_start' && !completed.has(lessonKey(e)));
  const unfinishedLessons = new Set(unfinished.map(lessonKey));
  const reasons: string[] = [];
  if (unfinishedLessons.size >= options.browsingLessons) {
    const courses = new Set(unfinished.map((event) => event.courseId)).size;
    const across = courses > 1 ? ` across ${courses} courses` : '';
    reasons.push(`Opened ${unfinishedLessons.size} lessons${across} without finishing them.`);
  }
  const first = events[0];
  const before = earlier.at(-1);
  if (first && before && first.at - before.at >= options.longPauseMs) {
    const seen = new Set(earlier.map(lessonKey));
    if (events.some((event) => event.kind === 'lesson_start' && !seen.has(lessonKey(event)))) {
      reasons.push(`Back after ${duration(first.at - before.at)} away, starting something new.`);
    }
  }
  return reasons.length > 0 ? { state: 'exploring', reasons, since: first?.at ?? null } : null;
}

function focused({ events, now }: Session, options: StateOfMindOptions): StateOfMindReading | null {
  const first = events[0];
  const last = events.at(-1);
  if (!first || !last || now - last.at >= options.sessionGapMs) return null;
  const lessons = events.filter((event) => event.kind === 'lesson_complete').length;
  const passes = events.filter((event) => isQuizPass(event, options)).length;
  if (lessons + passes < 2) return null;
  const done = listInWords([
    ...(lessons > 0 ? [countOf(lessons, 'lesson')] : []),
    ...(passes > 0 ? [countOf(passes, 'quiz', 'quizzes')] : []),
  ]);
  const reason = `Completed ${done} in ${duration(Math.max(last.at - first.at, 1))} without a long break.`;
  return { state: 'focused', reasons: [reason], since: first.at };
}

/** Long away: whatever the last session was, the learner comes back to find their feet again. */
function away({ events, now }: Session, options: StateOfMindOptions): StateOfMindReading | null {
  const last = events.at(-1);
  if (!last || now - last.at < options.longPauseMs) return null;
  return { state: 'exploring', reasons: [`No activity for ${duration(now - last.at)}.`], since: last.at };
}

/** Splits off the latest session: the trailing events with no gap of `sessionGapMs` or more between them. */
function latestSession(sorted: readonly LearnerActivity[], now: number, gap: number): Session {
  let start = sorted.length - 1;
  while (start > 0 && (sorted[start]?.at ?? 0) - (sorted[start - 1]?.at ?? 0) < gap) start--;
  return { events: sorted.slice(Math.max(start, 0)), earlier: sorted.slice(0, Math.max(start, 0)), now };
}

const rules: readonly Rule[] = [away, celebrating, struggling, exploring, focused];

export function readStateOfMind(
  activity: readonly LearnerActivity[],
  now: number,
  options: StateOfMindOptions = defaultStateOfMindOptions,
): StateOfMindReading {
  // Stable sort by time: events at the same moment keep their log order.
  const sorted = activity.filter((event) => event.at <= now).sort((a, b) => a.at - b.at);
  const first = sorted[0];
  if (!first) return { state: 'exploring', reasons: ['No learning activity yet.'], since: null };
  const session = latestSession(sorted, now, options.sessionGapMs);
  for (const rule of rules) {
    const reading = rule(session, options);
    if (reading) return reading;
  }
  const last = session.events.at(-1) ?? first;
  if (now - last.at >= options.sessionGapMs) {
    return { state: 'exploring', reasons: [`Last active ${duration(now - last.at)} ago.`], since: last.at };
  }
  const since = session.events[0]?.at ?? first.at;
  return { state: 'exploring', reasons: ['Just getting started: no steady run of completions yet.'], since };
}
