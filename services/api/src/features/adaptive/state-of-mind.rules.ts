import { readStateOfMind as readFromActivity, type LearnerActivity } from '@pathwise/adaptive';
import type { StateOfMindReading } from '@pathwise/contracts';
import type { LearnerProfileState } from '@pathwise/projections';

/** The profile's recent events and masteries as the activity the state-of-mind policy reads (scores as 0..1). */
function activityOf(state: LearnerProfileState): LearnerActivity[] {
  const events = state.recentEvents.map(
    (event): LearnerActivity => ({
      kind: event.eventType as LearnerActivity['kind'],
      at: Date.parse(event.occurredAt),
      courseId: event.courseId,
      lessonId: event.lessonId,
      score: event.score === null ? null : event.score / 100,
    }),
  );
  const masteries = Object.values(state.skills).flatMap((skill): LearnerActivity[] =>
    skill.level === 'mastered' && skill.lastPracticedAt
      ? [{ kind: 'mastery_gained', at: Date.parse(skill.lastPracticedAt), courseId: skill.courseId, lessonId: null, score: null, title: skill.skillName }]
      : [],
  );
  return [...events, ...masteries];
}

/**
 * The learner's state of mind at `asOf` (celebrating, focused, struggling, exploring) with the signals behind it.
 * Pure over the folded profile, so time travel reads the state the learner was in then.
 */
export function readStateOfMind(state: LearnerProfileState, asOf: Date): StateOfMindReading {
  const reading = readFromActivity(activityOf(state), asOf.getTime());
  return { state: reading.state, reasons: [...reading.reasons], since: reading.since === null ? null : new Date(reading.since).toISOString() };
}
