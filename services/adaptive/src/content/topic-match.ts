import type { SkillNode } from './skill-frontier.js';

/**
 * What `topic` of POST /api/ai/adaptive/content means: a course id (the whole course), a skill id (that skill), or
 * words matched against skill names. Ids are matched exactly; words without case, punctuation or common filler, and a
 * topic word matches a name word it begins (so "fraction" finds "Fractions").
 */
export interface TopicCourse {
  readonly courseId: string;
  readonly skills: readonly SkillNode[];
}

export interface TopicMatch {
  readonly courseId: string;
  /** The skills the topic names, in the course's order; null for the whole course. */
  readonly skillIds: readonly string[] | null;
}

const fillerWords = new Set(['a', 'an', 'and', 'the', 'of', 'to', 'in', 'on', 'for', 'with', 'how', 'about', 'my']);

export const topicWords = (text: string): string[] =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0 && !fillerWords.has(word));

/** The share of topic words found in the name, 0..1. */
function nameScore(words: readonly string[], name: string): number {
  const nameWords = topicWords(name);
  const found = words.filter((word) => nameWords.some((nameWord) => nameWord.startsWith(word))).length;
  return found / words.length;
}

/** The courses and skills a topic names, in the order of `courses`; empty when it names nothing. */
export function matchTopic(topic: string, courses: readonly TopicCourse[]): TopicMatch[] {
  const trimmed = topic.trim();
  const course = courses.find((candidate) => candidate.courseId === trimmed);
  if (course) return [{ courseId: course.courseId, skillIds: null }];

  const bySkillId = courses.filter((candidate) => candidate.skills.some((skill) => skill.skillId === trimmed));
  if (bySkillId.length > 0) return bySkillId.map(({ courseId }) => ({ courseId, skillIds: [trimmed] }));

  const words = topicWords(trimmed);
  if (words.length === 0) return [];
  const scored = courses.flatMap(({ courseId, skills }) =>
    skills.map((skill) => ({ courseId, skillId: skill.skillId, score: nameScore(words, skill.name) })),
  );
  // Only the best-matching skills: "adding fractions" should not also bring every skill named "adding ...".
  const best = Math.max(0, ...scored.map((entry) => entry.score));
  if (best === 0) return [];
  return courses.flatMap(({ courseId }) => {
    const skillIds = scored
      .filter((entry) => entry.courseId === courseId && entry.score === best)
      .map((entry) => entry.skillId);
    return skillIds.length > 0 ? [{ courseId, skillIds }] : [];
  });
}
