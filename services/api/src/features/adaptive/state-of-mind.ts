import type { StateOfMindReading } from '@pathwise/contracts';
import type { LearnerProfileState } from '@pathwise/projections';

const HOUR_MS = 3_600_000;
const LONG_PAUSE_MS = 3 * 24 * HOUR_MS;
const FAILING_SCORE = 50;

/**
 * The learner's state of mind (spec: celebrating, focused, struggling, exploring), read from their recent events at
 * `asOf`, with the signals that led to it. Pure, so time travel reads the same state the learner was in then.
 */
export function readStateOfMind(state: LearnerProfileState, asOf: Date): StateOfMindReading {
  const now = asOf.getTime();
  const events = state.recentEvents.filter((event) => Date.parse(event.occurredAt) <= now);
  const latest = events[0];
  if (!latest) return { state: 'exploring', reasons: ['No learning yet: looking around'], since: null };
  const pause = now - Date.parse(latest.occurredAt);
  if (pause > LONG_PAUSE_MS) {
    return { state: 'exploring', reasons: [`Back after ${Math.floor(pause / (24 * HOUR_MS))} days away`], since: latest.occurredAt };
  }
  const quizzes = events.filter((event) => event.eventType === 'quiz_attempt' && event.score !== null);
  const failures: typeof quizzes = [];
  for (const quiz of quizzes) {
    if (quiz.score! >= FAILING_SCORE) break;
    failures.push(quiz);
  }
  if (failures.length >= 2) {
    return { state: 'struggling', reasons: [`${failures.length} quiz attempts in a row below ${FAILING_SCORE}%`], since: failures.at(-1)!.occurredAt };
  }
  const mastered = Object.values(state.skills).filter((skill) => skill.level === 'mastered' && skill.lastPracticedAt && now - Date.parse(skill.lastPracticedAt) < 24 * HOUR_MS);
  const perfect = quizzes[0] && quizzes[0].score === 100 && now - Date.parse(quizzes[0].occurredAt) < HOUR_MS ? quizzes[0] : null;
  if (mastered.length > 0 || perfect) {
    const reasons = [...mastered.map((skill) => `Mastered ${skill.skillName}`), ...(perfect ? ['A perfect quiz score'] : [])];
    return { state: 'celebrating', reasons, since: perfect?.occurredAt ?? mastered[0]!.lastPracticedAt };
  }
  const session = events.filter((event) => now - Date.parse(event.occurredAt) < HOUR_MS);
  const starts = session.filter((event) => event.eventType === 'lesson_start');
  const finished = session.filter((event) => event.eventType !== 'lesson_start');
  if (starts.length >= 3 && finished.length === 0) {
    return { state: 'exploring', reasons: [`Opened ${starts.length} lessons in the last hour without finishing one`], since: starts.at(-1)!.occurredAt };
  }
  return { state: 'focused', reasons: ['Steady practice without a run of failures'], since: latest.occurredAt };
}
