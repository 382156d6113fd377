import type { CourseLevel, Language, QuizItem, Skill } from '@pathwise/event-schemas';

/** A lesson as its author wrote it: Markdown text blocks in reading order, each block a part of the lesson. */
export interface DemoLesson {
  readonly title: string;
  readonly estimatedMinutes: number;
  readonly skillIds: readonly string[];
  readonly texts: readonly string[];
}

/** A quiz item without its id: the course numbers its items in order, as it numbers lessons and modules. */
export type DemoQuizItem = Omit<QuizItem, 'itemId'>;

export interface DemoModule {
  readonly title: string;
  readonly lessons: readonly DemoLesson[];
  readonly quiz: { readonly title: string; readonly passingScore: number; readonly items: readonly DemoQuizItem[] };
}

/** The two colours a course's generated cover is drawn in: a dark background and a bright accent. */
export interface DemoCoverColours {
  readonly background: string;
  readonly accent: string;
}

/** One demo course, whole: what the catalogue shows, what it teaches, and how its cover looks. */
export interface DemoCourse {
  readonly handle: string;
  readonly creator: string;
  readonly title: string;
  readonly description: string;
  readonly language: Language;
  readonly level: CourseLevel;
  readonly priceCents: number;
  readonly tags: readonly string[];
  readonly published: boolean;
  readonly cover: DemoCoverColours;
  readonly skills: readonly Skill[];
  /** Two to four modules, each a few lessons and a closing quiz. */
  readonly modules: readonly DemoModule[];
}
