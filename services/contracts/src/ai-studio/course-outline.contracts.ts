import { EntityId, QuizItem, courseLevels, languages } from '@pathwise/event-schemas';
import { z } from 'zod';
import { SourceMaterial, SourceReference } from './ai-studio.contracts.js';

/** The most files an outline draws on at once: the creator's uploaded materials and pasted texts together. */
export const MAX_OUTLINE_MATERIALS = 10;

/**
 * What an outline is drafted from: uploaded materials by id (PDF, Markdown or plain text the creator uploaded
 * through /api/materials) and pasted texts. The files are numbered in that order: the ids first, then the texts.
 */
const OutlineMaterial = {
  materialIds: z.array(EntityId).max(MAX_OUTLINE_MATERIALS).default([]),
  texts: z.array(SourceMaterial).max(MAX_OUTLINE_MATERIALS).default([]),
};

export const DraftOutlineRequest = z
  .object({
    /** What the course is about: its working title. */
    topic: z.string().trim().min(1).max(120),
    language: z.enum(languages).default('en'),
    ...OutlineMaterial,
  })
  .strict();
export type DraftOutlineRequest = z.input<typeof DraftOutlineRequest>;

/** A file the outline was drafted from, in the order the lessons' `material` numbers it. */
export const OutlineSourceFile = z.object({ materialId: z.string().nullable(), fileName: z.string(), pages: z.number().int() });

export const OutlineLessonPreview = z.object({
  title: z.string(),
  /** The file (its index among the outline's files) and the section of it the lesson is drafted from. */
  material: z.number().int(),
  section: z.number().int(),
  /** The skill the lesson teaches: an index into the outline's skills. */
  skill: z.number().int(),
  /** The sentences of the material the lesson is made of, with file, page and paragraph. */
  sources: z.array(SourceReference),
  /** The quiz items the material gives for this lesson, as the drafted course's module quiz will hold them. */
  quizItems: z.array(QuizItem),
});
export type OutlineLessonPreview = z.infer<typeof OutlineLessonPreview>;

export const OutlineSkillPreview = z.object({
  name: z.string(),
  /** The skills (indexes) whose terms this one's lesson uses before defining them itself. */
  prerequisites: z.array(z.number().int()),
});

export const CourseOutlinePreview = z.object({
  title: z.string(),
  files: z.array(OutlineSourceFile),
  modules: z.array(z.object({ title: z.string(), lessons: z.array(OutlineLessonPreview) })),
  skills: z.array(OutlineSkillPreview),
});
export type CourseOutlinePreview = z.infer<typeof CourseOutlinePreview>;

export const DraftOutlineResponse = z.object({
  generationId: z.string(),
  provider: z.string(),
  model: z.string(),
  outline: CourseOutlinePreview,
  creditsSpent: z.number().int(),
  creditsLeft: z.number().int(),
});
export type DraftOutlineResponse = z.infer<typeof DraftOutlineResponse>;

const OutlineTitle = z.string().trim().min(1).max(120);

/** The outline as the creator edited it: modules and lessons renamed or removed, each lesson still naming its section. */
export const EditedOutline = z
  .object({
    modules: z
      .array(
        z
          .object({
            title: OutlineTitle,
            lessons: z
              .array(
                z
                  .object({
                    title: OutlineTitle,
                    material: z.number().int().min(0),
                    section: z.number().int().min(0),
                    skill: z.number().int().min(0),
                  })
                  .strict(),
              )
              .min(1)
              .max(100),
          })
          .strict(),
      )
      .min(1)
      .max(50),
    skills: z
      .array(z.object({ name: OutlineTitle, prerequisites: z.array(z.number().int().min(0)).max(20) }).strict())
      .max(500),
  })
  .strict();
export type EditedOutline = z.infer<typeof EditedOutline>;

export const CreateCourseFromOutlineRequest = z
  .object({
    /** Chosen by the client so that a retried create makes one course. */
    courseId: EntityId,
    title: z.string().trim().min(3).max(120),
    language: z.enum(languages).default('en'),
    level: z.enum(courseLevels).default('beginner'),
    ...OutlineMaterial,
    outline: EditedOutline,
  })
  .strict();
export type CreateCourseFromOutlineRequest = z.input<typeof CreateCourseFromOutlineRequest>;

export const CreateCourseFromOutlineResponse = z.object({
  courseId: z.string(),
  version: z.number().int(),
  modules: z.number().int(),
  lessons: z.number().int(),
  quizzes: z.number().int(),
  skills: z.number().int(),
  creditsSpent: z.number().int(),
  creditsLeft: z.number().int(),
});
export type CreateCourseFromOutlineResponse = z.infer<typeof CreateCourseFromOutlineResponse>;
