import { z } from 'zod';
import { defineEvent, defineUpcaster } from '../kernel/define-event.js';
import { EntityId } from '../kernel/ids.js';
import { languages } from '../identity/account.events.js';
import { AnswerKey, CourseModule, CourseTags, Lesson, Quiz, Skill } from './course-content.schemas.js';
import { UPLOADED_COURSE_COVER_PATH } from './course-cover-path.js';
import { LessonWithPlainTextV1, ModulesWithPlainTextV1, lessonTextAsMarkdown, restoredModulesAsMarkdown } from './lesson-text.upcasters.js';
import { courseLevels, currencies } from './course-options.js';

export * from './course-content.schemas.js';
export * from './course-cover-path.js';
export * from './course-options.js';
export { plainTextAsMarkdown } from './lesson-text.upcasters.js';

/** An address given by hand (courses from before uploads), or a cover uploaded here (a path the API serves). */
const CoverImageUrl = z.union([
  z.url({ protocol: /^https?$/ }).max(2_000),
  // A zod call, not `new RegExp`: the web build drops unused schemas only when building them has no other effect.
  z.templateLiteral([UPLOADED_COURSE_COVER_PATH, z.uuid()]),
]);

/** The details shown on the catalogue card and the course page; every edit states them whole. */
export const CourseDetails = z.object({
  title: z.string().trim().min(3).max(120),
  subtitle: z.string().trim().max(200),
  description: z.string().max(5_000),
  coverImageUrl: CoverImageUrl.nullable(),
  language: z.enum(languages),
  level: z.enum(courseLevels),
  /** Minor units, so that prices never meet floating point. */
  priceCents: z.number().int().min(0).max(10_000_00),
  currency: z.enum(currencies),
  tags: CourseTags,
});
export type CourseDetails = z.infer<typeof CourseDetails>;

const CourseDraftedV1 = z.object({
  courseId: EntityId,
  creatorId: EntityId,
  title: z.string(),
  description: z.string(),
  language: z.enum(languages),
  level: z.enum(courseLevels),
  priceCents: z.number().int(),
  currency: z.enum(currencies),
  tags: z.array(z.string()),
});

/** Version 2 added the subtitle and cover image. */
export const CourseDrafted = defineEvent({
  type: 'CourseDrafted',
  schemaVersion: 2,
  schema: CourseDetails.extend({ courseId: EntityId, creatorId: EntityId }),
  upcasters: [
    defineUpcaster({
      fromVersion: 1,
      from: CourseDraftedV1,
      upcast: (data) => ({ ...data, subtitle: '', coverImageUrl: null }),
    }),
  ],
});

export const CourseDetailsEdited = defineEvent({
  type: 'CourseDetailsEdited',
  schema: CourseDetails.extend({ courseId: EntityId }),
});

/** Publishing freezes the course as it stands: the published version is this event's stream version. */
export const CoursePublished = defineEvent({ type: 'CoursePublished', schema: z.object({ courseId: EntityId }) });
export const CourseArchived = defineEvent({ type: 'CourseArchived', schema: z.object({ courseId: EntityId }) });
export const CourseReturnedToDraft = defineEvent({ type: 'CourseReturnedToDraft', schema: z.object({ courseId: EntityId }) });

export const CoAuthorAdded = defineEvent({
  type: 'CoAuthorAdded',
  schema: z.object({ courseId: EntityId, userId: EntityId }),
});
export const CoAuthorRemoved = defineEvent({
  type: 'CoAuthorRemoved',
  schema: z.object({ courseId: EntityId, userId: EntityId }),
});

/** A skill the course teaches, with the skills a learner needs first (the graph the adaptive engine walks). */
export const SkillDefined = defineEvent({
  type: 'SkillDefined',
  schema: Skill.extend({ courseId: EntityId }),
});
export const SkillRemoved = defineEvent({
  type: 'SkillRemoved',
  schema: z.object({ courseId: EntityId, skillId: EntityId }),
});

export const ModuleAdded = defineEvent({
  type: 'ModuleAdded',
  schema: z.object({ courseId: EntityId, moduleId: EntityId, title: z.string().trim().min(1).max(120) }),
});
export const ModuleRenamed = defineEvent({
  type: 'ModuleRenamed',
  schema: z.object({ courseId: EntityId, moduleId: EntityId, title: z.string().trim().min(1).max(120) }),
});
export const ModuleRemoved = defineEvent({
  type: 'ModuleRemoved',
  schema: z.object({ courseId: EntityId, moduleId: EntityId }),
});

const LessonContent = Lesson.omit({ lessonId: true });

/** Version 2: text blocks are Markdown; version 1's plain text is upcast to Markdown that renders as it did. */
export const LessonAdded = defineEvent({
  type: 'LessonAdded',
  schemaVersion: 2,
  schema: LessonContent.extend({ courseId: EntityId, moduleId: EntityId, lessonId: EntityId }),
  upcasters: [defineUpcaster({ fromVersion: 1, from: LessonWithPlainTextV1, upcast: lessonTextAsMarkdown })],
});
/**
 * An edit states the lesson whole, so any version reads without replaying its neighbours' fields. Version 2: text
 * blocks are Markdown, upcast from plain text as `LessonAdded`'s are.
 */
export const LessonEdited = defineEvent({
  type: 'LessonEdited',
  schemaVersion: 2,
  schema: LessonContent.extend({ courseId: EntityId, lessonId: EntityId }),
  upcasters: [defineUpcaster({ fromVersion: 1, from: LessonWithPlainTextV1, upcast: lessonTextAsMarkdown })],
});
export const LessonRemoved = defineEvent({
  type: 'LessonRemoved',
  schema: z.object({ courseId: EntityId, lessonId: EntityId }),
});

const QuizContent = Quiz.omit({ quizId: true });

export const QuizAdded = defineEvent({
  type: 'QuizAdded',
  schema: QuizContent.extend({ courseId: EntityId, moduleId: EntityId, quizId: EntityId }),
});
export const QuizEdited = defineEvent({
  type: 'QuizEdited',
  schema: QuizContent.extend({ courseId: EntityId, quizId: EntityId }),
});
export const QuizRemoved = defineEvent({
  type: 'QuizRemoved',
  schema: z.object({ courseId: EntityId, quizId: EntityId }),
});

/**
 * A wrong answer key fixed after learners answered: attempts graded on the old key are regraded through new events
 * (QuizAttemptRegraded), never edited.
 */
export const AnswerKeyCorrected = defineEvent({
  type: 'AnswerKeyCorrected',
  schema: z.object({
    courseId: EntityId,
    quizId: EntityId,
    itemId: EntityId,
    answerKey: AnswerKey,
    reason: z.string().trim().min(1).max(500),
  }),
});

/**
 * Brings the course's content back to how it stood at an earlier version, as one new version (nothing is erased).
 * Version 2: lessons' text blocks are Markdown, upcast from plain text as `LessonAdded`'s are.
 */
export const CourseVersionRestored = defineEvent({
  type: 'CourseVersionRestored',
  schemaVersion: 2,
  upcasters: [defineUpcaster({ fromVersion: 1, from: ModulesWithPlainTextV1, upcast: restoredModulesAsMarkdown })],
  schema: z.object({
    courseId: EntityId,
    restoredVersion: z.number().int().min(1),
    details: CourseDetails,
    skills: z.array(Skill),
    modules: z.array(CourseModule),
  }),
});

export const courseEvents = [
  CourseDrafted,
  CourseDetailsEdited,
  CoursePublished,
  CourseArchived,
  CourseReturnedToDraft,
  CoAuthorAdded,
  CoAuthorRemoved,
  SkillDefined,
  SkillRemoved,
  ModuleAdded,
  ModuleRenamed,
  ModuleRemoved,
  LessonAdded,
  LessonEdited,
  LessonRemoved,
  QuizAdded,
  QuizEdited,
  QuizRemoved,
  AnswerKeyCorrected,
  CourseVersionRestored,
] as const;
