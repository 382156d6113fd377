import type { SkillMastery } from '@pathwise/contracts';

/** The skills a struggling learner should review first: those tried and least likely to be right, weakest first. */
export function weakestSkills(skills: readonly SkillMastery[], count = 2): string[] {
  return skills
    .filter((skill) => skill.attempts > 0 && skill.level !== 'mastered')
    .toSorted((a, b) => a.probability - b.probability)
    .slice(0, count)
    .map((skill) => skill.skillName);
}

/** The learner's courses, the most recently active first, then the rest as the profile lists them. */
export function coursesByRecency(profile: { difficulty: readonly { courseId: string }[]; recentEvents: readonly { courseId: string }[] }): string[] {
  const ordered = [...profile.recentEvents.map((event) => event.courseId), ...profile.difficulty.map((entry) => entry.courseId)];
  return [...new Set(ordered)];
}
