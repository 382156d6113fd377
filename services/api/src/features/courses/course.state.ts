import type { CourseDetails, CourseModule, PathwiseEvent, Skill } from '@pathwise/event-schemas';
import type { CourseStatus } from '../../kernel/course-standing.js';

export type CourseEvent = Extract<
  PathwiseEvent,
  {
    type:
      | 'CourseDrafted'
      | 'CourseDetailsEdited'
      | 'CoursePublished'
      | 'CourseArchived'
      | 'CourseReturnedToDraft'
      | 'CoAuthorAdded'
      | 'CoAuthorRemoved'
      | 'SkillDefined'
      | 'SkillRemoved'
      | 'ModuleAdded'
      | 'ModuleRenamed'
      | 'ModuleRemoved'
      | 'LessonAdded'
      | 'LessonEdited'
      | 'LessonRemoved'
      | 'QuizAdded'
      | 'QuizEdited'
      | 'QuizRemoved'
      | 'AnswerKeyCorrected'
      | 'CourseVersionRestored';
  }
>;

/** What authors edit and learners study; restoring a version brings this back, never the course's standing. */
export interface CourseContent {
  readonly details: CourseDetails;
  readonly skills: readonly Skill[];
  readonly modules: readonly CourseModule[];
}

export interface CourseState extends CourseContent {
  readonly courseId: string;
  readonly creatorId: string;
  readonly coAuthorIds: readonly string[];
  readonly status: CourseStatus;
  /** How many events the stream holds: each one is a version. */
  readonly version: number;
  readonly publishedVersion: number | null;
}

export const findLesson = (content: CourseContent, lessonId: string) =>
  content.modules.flatMap((module) => module.lessons).find((lesson) => lesson.lessonId === lessonId) ?? null;

export const findQuiz = (content: CourseContent, quizId: string) =>
  content.modules.flatMap((module) => module.quizzes).find((quiz) => quiz.quizId === quizId) ?? null;
