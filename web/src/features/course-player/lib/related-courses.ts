import type { CourseCard } from '@pathwise/contracts';

/** What a finished course shares with others: its tags and its creator. */
export interface FinishedCourse {
  readonly courseId: string;
  readonly tags: readonly string[];
  readonly creatorId: string;
}

/**
 * Courses to study after finishing one: the others of the catalogue, those sharing more of its tags first, then
 * those by the same creator, then the rest in the catalogue's own order (its ranking is kept among equals).
 */
export function relatedCourses(finished: FinishedCourse, catalogue: readonly CourseCard[], count = 3): CourseCard[] {
  const tags = new Set(finished.tags.map((tag) => tag.toLowerCase()));
  const closeness = (card: CourseCard) =>
    card.tags.filter((tag) => tags.has(tag.toLowerCase())).length * 2 + (card.creatorId === finished.creatorId ? 1 : 0);
  return catalogue
    .filter((card) => card.courseId !== finished.courseId)
    .map((card, index) => ({ card, index, closeness: closeness(card) }))
    .toSorted((a, b) => b.closeness - a.closeness || a.index - b.index)
    .slice(0, count)
    .map(({ card }) => card);
}
