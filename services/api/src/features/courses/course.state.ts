import type { AiDraftProvenance, AiDraftTarget, CourseDetails, CourseModule, DraftSourcePassage, PathwiseEvent, Skill } from '@pathwise/event-schemas';
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
      | 'CourseVersionRestored'
      | 'AiDraftAccepted'
      | 'AiDraftReviewed';
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
  /** The blocks and items that stand as a model drafted them: marked until a person edits them. */
  readonly aiMarks: readonly AiMark[];
}

/** A block or quiz item still as the model drafted it, named by the fingerprint of its content. */
export interface AiMark {
  readonly target: AiDraftTarget;
  readonly fingerprint: string;
  readonly provenance: AiDraftProvenance;
  readonly sources: readonly DraftSourcePassage[];
  readonly unsupported: readonly string[];
  /** A person read it and vouches for it: flagged claims no longer hold publishing. */
  readonly reviewed: boolean;
}

export const findLesson = (content: CourseContent, lessonId: string) =>
  content.modules.flatMap((module) => module.lessons).find((lesson) => lesson.lessonId === lessonId) ?? null;

export const findQuiz = (content: CourseContent, quizId: string) =>
  content.modules.flatMap((module) => module.quizzes).find((quiz) => quiz.quizId === quizId) ?? null;
