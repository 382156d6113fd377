import { z } from 'zod';
import { EntityId } from '../kernel/ids.js';


/** The ways lesson content reaches a learner: moving pictures, sound, still pictures, words to read. */
export const contentModalities = ['video', 'audio', 'image', 'text'] as const;
export type ContentModality = (typeof contentModalities)[number];

export const quizItemKinds = ['single_choice', 'multiple_choice', 'true_false', 'short_answer', 'numeric'] as const;
export type QuizItemKind = (typeof quizItemKinds)[number];

/** One option of a choice item; its explanation says why picking it is right or wrong, shown once answered. */
export const QuizOption = z.object({
  optionId: EntityId,
  text: z.string().trim().min(1).max(500),
  explanation: z.string().max(1_000).optional(),
});

/**
 * The expected number of a numeric item: an answer within `tolerance` of `value` (inclusive, in the item's unit) is
 * right; `unit` is shown beside the learner's input and is empty where the subject has none.
 */
export const NumericAnswer = z.object({
  value: z.number().finite(),
  tolerance: z.number().finite().min(0),
  unit: z.string().trim().max(20).default(''),
});
export type NumericAnswer = z.infer<typeof NumericAnswer>;

/**
 * The answer key of one item: the correct option ids for choice items, the accepted answers (compared without case
 * and surrounding spaces) for short answers, the expected number for numeric items.
 */
export const AnswerKey = z.object({
  correctOptionIds: z.array(EntityId).max(20),
  acceptedAnswers: z.array(z.string().trim().min(1).max(200)).max(20),
  numeric: NumericAnswer.optional(),
});
export type AnswerKey = z.infer<typeof AnswerKey>;

/** Difficulty on the logit scale of item response theory: 0 is average, -3 very easy, 3 very hard. */
export const ItemDifficulty = z.number().finite().min(-4).max(4);

export const QuizItem = z.object({
  itemId: EntityId,
  kind: z.enum(quizItemKinds),
  prompt: z.string().trim().min(1).max(2_000),
  options: z.array(QuizOption).max(10),
  answerKey: AnswerKey,
  skillIds: z.array(EntityId).max(10),
  difficulty: ItemDifficulty,
  explanation: z.string().max(2_000),
});
export type QuizItem = z.infer<typeof QuizItem>;

const ImageSide = z.number().int().min(1).max(20_000);

/**
 * What a lesson is made of, in reading order. Attachments, images and audio point at uploaded materials by id, never
 * at bytes. An image's width and height, where the editor knew them, let the page keep its room while it loads. A
 * check is a practice question inside the lesson, graded on the server like a quiz item and never counted in a score.
 */
export const LessonBlock = z.discriminatedUnion('kind', [
  /** Markdown (CommonMark with GitHub's tables, task lists, footnotes and alerts as callouts, and TeX math). */
  z.object({ kind: z.literal('text'), text: z.string().max(50_000) }),
  z.object({
    kind: z.literal('video'),
    url: z.url({ protocol: /^https?$/ }).max(2_000),
    caption: z.string().max(300).default(''),
  }),
  z.object({ kind: z.literal('attachment'), materialId: EntityId, name: z.string().trim().min(1).max(200) }),
  z.object({
    kind: z.literal('image'),
    materialId: EntityId,
    alt: z.string().trim().min(1).max(300),
    caption: z.string().max(300).default(''),
    width: ImageSide.optional(),
    height: ImageSide.optional(),
  }),
  z.object({
    kind: z.literal('audio'),
    materialId: EntityId,
    caption: z.string().max(300).default(''),
    transcript: z.string().max(50_000).optional(),
  }),
  z.object({ kind: z.literal('check'), item: QuizItem }),
]);
export type LessonBlock = z.infer<typeof LessonBlock>;

export const CourseTags = z.array(z.string().trim().min(1).max(30)).max(10);

export const Skill = z.object({
  skillId: EntityId,
  name: z.string().trim().min(1).max(120),
  prerequisiteIds: z.array(EntityId).max(20),
});
export type Skill = z.infer<typeof Skill>;

export const Lesson = z.object({
  lessonId: EntityId,
  title: z.string().trim().min(1).max(120),
  blocks: z.array(LessonBlock).max(200),
  estimatedMinutes: z.number().int().min(1).max(600),
  skillIds: z.array(EntityId).max(20),
});
export type Lesson = z.infer<typeof Lesson>;

export const Quiz = z.object({
  quizId: EntityId,
  title: z.string().trim().min(1).max(120),
  /** Percent needed to pass. */
  passingScore: z.number().int().min(0).max(100),
  items: z.array(QuizItem).min(1).max(100),
});
export type Quiz = z.infer<typeof Quiz>;

export const CourseModule = z.object({
  moduleId: EntityId,
  title: z.string().trim().min(1).max(120),
  lessons: z.array(Lesson),
  quizzes: z.array(Quiz),
});
export type CourseModule = z.infer<typeof CourseModule>;
