import type { CourseLevel, Language, QuizItem, Skill } from '@pathwise/event-schemas';
import type { SvgDrawing } from './demo-svg.js';

/** A quiz item without its id: the course numbers its items in order, as it numbers lessons and modules. */
export type DemoQuizItem = Omit<QuizItem, 'itemId'>;

/** A picture in a lesson, drawn in code and uploaded as an image material of its course when the course is seeded. */
export interface DemoFigure {
  readonly kind: 'figure';
  /** Its file name without the extension, unique within the course: it names the material too. */
  readonly name: string;
  readonly drawing: SvgDrawing;
  /** What the picture shows, for those who cannot see it. */
  readonly alt: string;
  readonly caption: string;
}

/** A check-yourself question, placed after the text that teaches its answer. */
export interface DemoCheck {
  readonly kind: 'check';
  readonly item: DemoQuizItem;
}

/** A part of a lesson: Markdown text, a figure or a check-yourself question. */
export type DemoLessonBlock = string | DemoFigure | DemoCheck;

/** A lesson as its author wrote it: its blocks in reading order. */
export interface DemoLesson {
  readonly title: string;
  readonly estimatedMinutes: number;
  readonly skillIds: readonly string[];
  readonly blocks: readonly DemoLessonBlock[];
}

/** The Markdown text of a lesson, block by block, without its figures and questions. */
export const demoLessonTexts = (lesson: DemoLesson): string[] => lesson.blocks.filter((block) => typeof block === 'string');

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
