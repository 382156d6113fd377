import {
  nextBestContent,
  type ContentKind,
  type ContentPlan,
  type CourseOutline,
  type LearnerKnowledgeState,
  type LearningStyle,
  type ReviewCard,
} from '@pathwise/adaptive';
import type { MasteryLevel } from '@pathwise/event-schemas';
import { type CourseContent, lessonModalities } from '../courses/index.js';
import type { LearnerKnowledge } from './learner-knowledge.rules.js';

export type CourseWithId = CourseContent & { readonly courseId: string };

/**
 * What the content policy reads of a course: its skill graph, lessons (with the formats their blocks offer; attached
 * files are not looked up for this, as they only break ties) and quizzes in the course's order.
 */
export function courseOutline(course: CourseWithId): CourseOutline {
  return {
    courseId: course.courseId,
    skills: course.skills,
    lessons: course.modules.flatMap((module) => module.lessons).map((lesson) => ({ ...lesson, modalities: lessonModalities(lesson.blocks, () => undefined) })),
    quizzes: course.modules.flatMap((module) => module.quizzes),
  };
}

export interface ContentPlanInput {
  readonly knowledge: LearnerKnowledge;
  readonly state: LearnerKnowledgeState;
  readonly course: CourseWithId;
  /** Levels and review cards keyed by `<courseId>/<skillId>`, across the learner's courses. */
  readonly levels: ReadonlyMap<string, MasteryLevel>;
  readonly cards: ReadonlyMap<string, ReviewCard>;
  readonly at: number;
  readonly contentType: ContentKind;
  readonly targetSkillIds?: readonly string[] | null;
  readonly completedLessonIds?: ReadonlySet<string>;
  /** The learner's observed study preference, to break ties between otherwise equal lessons. */
  readonly learningStyle?: LearningStyle;
}

/** The next best lesson, quiz or review in one course for one learner, with the model predicting their success. */
export function planCourseContent(input: ContentPlanInput): ContentPlan {
  const { course, knowledge, state, at } = input;
  const prefix = `${course.courseId}/`;
  const ofCourse = <T>(map: ReadonlyMap<string, T>) =>
    new Map([...map].filter(([key]) => key.startsWith(prefix)).map(([key, value]) => [key.slice(prefix.length), value]));
  return nextBestContent({
    outline: courseOutline(course),
    levels: ofCourse(input.levels),
    reviews: [...ofCourse(input.cards).values()].map((card) => ({ skillId: card.skillId, due: card.due })),
    contentType: input.contentType,
    now: at,
    targetSkillIds: input.targetSkillIds ?? null,
    completedLessonIds: input.completedLessonIds ?? new Set(),
    learningStyle: input.learningStyle ?? 'unknown',
    predictSuccess: (skillIds, difficulty) =>
      knowledge.predict(state, course.courseId, { itemId: 'next-content-probe', skillIds, difficulty: difficulty ?? 0 }, at),
  });
}
