import type { CertificateCriteriaValue, MasteryLevel } from '@pathwise/event-schemas';
import { deterministicEventId } from '@pathwise/event-store';

/** A course whose creator never set criteria certifies on finishing every lesson; quizzes and skills do not count. */
export const defaultCertificateCriteria: CertificateCriteriaValue = Object.freeze({
  enabled: true,
  requiredLessonIds: [],
  minimumQuizScorePercent: null,
  masteryRequirements: [],
}) as CertificateCriteriaValue;

/** One certificate per learner and course: its id is derived from both, so issuing again finds the stream there. */
export const certificateIdFor = (learnerId: string, courseId: string): string => deterministicEventId('certificate', learnerId, courseId);

const levelRank: Readonly<Record<MasteryLevel, number>> = { not_started: 0, attempted: 1, familiar: 2, proficient: 3, mastered: 4 };

export const reachesLevel = (level: MasteryLevel | undefined, required: MasteryLevel): boolean => levelRank[level ?? 'not_started'] >= levelRank[required];

/** What of the course counts: its lessons and quizzes at the published version, by id. */
export interface CertifiableCourse {
  readonly lessonIds: readonly string[];
  readonly quizIds: readonly string[];
}

/** Where the learner stands: lessons completed, their best score on each quiz, and the adaptive engine's level per skill. */
export interface CertificateProgress {
  readonly completedLessonIds: ReadonlySet<string>;
  readonly bestQuizScores: ReadonlyMap<string, number>;
  readonly skillLevels: ReadonlyMap<string, MasteryLevel>;
}

/**
 * The lessons a learner must finish: those the creator chose that the course still has, or every lesson when none
 * was chosen (or every chosen one has since been removed, which must not make the certificate free).
 */
export function requiredLessonsOf(criteria: CertificateCriteriaValue, course: CertifiableCourse): readonly string[] {
  const chosen = criteria.requiredLessonIds.filter((lessonId) => course.lessonIds.includes(lessonId));
  return chosen.length > 0 ? chosen : course.lessonIds;
}

export function meetsCertificateCriteria(criteria: CertificateCriteriaValue, course: CertifiableCourse, progress: CertificateProgress): boolean {
  if (!criteria.enabled) return false;
  if (course.lessonIds.length + course.quizIds.length === 0) return false;
  if (!requiredLessonsOf(criteria, course).every((lessonId) => progress.completedLessonIds.has(lessonId))) return false;
  const minimum = criteria.minimumQuizScorePercent;
  if (minimum !== null && !course.quizIds.every((quizId) => (progress.bestQuizScores.get(quizId) ?? -1) >= minimum)) return false;
  return criteria.masteryRequirements.every((requirement) => reachesLevel(progress.skillLevels.get(requirement.skillId), requirement.level));
}

/** The criteria in words, as the credential's `criteria.narrative` states them at issue. */
export function criteriaNarrative(criteria: CertificateCriteriaValue, course: CertifiableCourse, skillNames: ReadonlyMap<string, string>): string {
  const lessons = requiredLessonsOf(criteria, course);
  const parts = [lessons.length === course.lessonIds.length ? 'Finish every lesson of the course' : `Finish the ${lessons.length} required lessons of the course`];
  if (criteria.minimumQuizScorePercent !== null && course.quizIds.length > 0) parts.push(`score at least ${criteria.minimumQuizScorePercent} % on each quiz`);
  for (const requirement of criteria.masteryRequirements) {
    parts.push(`reach the level ${requirement.level} in ${skillNames.get(requirement.skillId) ?? requirement.skillId}`);
  }
  return `${parts.join(', ')}.`;
}
