import {
  AnswerKey,
  CourseDetails,
  CourseModule,
  EntityId,
  Lesson,
  LessonBlock,
  NumericAnswer,
  Quiz,
  QuizAnswer,
  QuizItem,
  QuizOption,
  Skill,
  courseLevels,
  currencies,
  quizItemKinds,
} from '@pathwise/event-schemas';
import { z } from 'zod';
import { AiDraftMark } from './ai-draft-marks.contracts.js';
import { catalogueSorts } from './catalogue-sorts.contracts.js';
import { CourseRatingSummary } from './course-reviews.contracts.js';

/** Lesson text stored before it was Markdown, as the log now reads it: what the web's renderer must show as before. */
export { plainTextAsMarkdown } from '@pathwise/event-schemas';
export { AnswerKey, CourseDetails, CourseModule, Lesson, Quiz, QuizAnswer, QuizItem, Skill, courseLevels, currencies, quizItemKinds };

export const courseStatuses = ['draft', 'published', 'archived'] as const;
export type CourseStatusName = (typeof courseStatuses)[number];

/** Every write to a course states the version it was made against; a stale one answers 409 and changes nothing. */
const Versioned = z.object({ expectedVersion: z.number().int().min(0) });

export const CreateCourseRequest = CourseDetails.extend({
  /** Chosen by the client so that a retried create makes one course. */
  courseId: EntityId,
  subtitle: CourseDetails.shape.subtitle.default(''),
  description: CourseDetails.shape.description.default(''),
  coverImageUrl: CourseDetails.shape.coverImageUrl.default(null),
  priceCents: CourseDetails.shape.priceCents.default(0),
  currency: CourseDetails.shape.currency.default('USD'),
  tags: CourseDetails.shape.tags.default([]),
}).strict();
export type CreateCourseRequest = z.input<typeof CreateCourseRequest>;

/** The answer to every course write: the course's version after it. */
export const CourseWriteResponse = z.object({ courseId: z.string(), version: z.number().int() });
export type CourseWriteResponse = z.infer<typeof CourseWriteResponse>;

export const EditCourseDetailsRequest = CourseDetails.extend(Versioned.shape).strict();
export type EditCourseDetailsRequest = z.input<typeof EditCourseDetailsRequest>;

export const CourseLifecycleRequest = Versioned.strict();
export const courseTransitions = ['publish', 'archive', 'return-to-draft'] as const;

export const AddCoAuthorRequest = z.object({ email: z.email().max(254) }).strict();
/** The same answer whether or not an account has the address: the invitation waits for it to sign in or up. */
export const CoAuthorInvitationResponse = z.object({ status: z.literal('invited') });
export type CoAuthorInvitationResponse = z.infer<typeof CoAuthorInvitationResponse>;

export const DefineSkillRequest = Skill.omit({ skillId: true }).extend(Versioned.shape).strict();
export const RemoveRequest = Versioned.strict();

export const AddModuleRequest = z.object({ moduleId: EntityId, title: CourseModule.shape.title }).extend(Versioned.shape).strict();
export const RenameModuleRequest = z.object({ title: CourseModule.shape.title }).extend(Versioned.shape).strict();

/*
 * The content schemas are shared with the stored events, whose nested objects drop keys they do not know. A request
 * refuses an unknown key at any depth, as it does at the top, so its nested objects are strict twins (same bounds).
 */
const StrictAnswerKey = AnswerKey.extend({ numeric: NumericAnswer.strict().optional() }).strict();
const StrictQuizItem = QuizItem.extend({ options: z.array(QuizOption.strict()).max(10), answerKey: StrictAnswerKey }).strict();
const quizItems = { items: z.array(StrictQuizItem).min(1).max(100) };
const [textBlock, videoBlock, attachmentBlock, imageBlock, audioBlock, checkBlock] = LessonBlock.options;
const lessonBlocks = {
  blocks: z
    .array(
      z.discriminatedUnion('kind', [
        textBlock.strict(),
        videoBlock.strict(),
        attachmentBlock.strict(),
        imageBlock.strict(),
        audioBlock.strict(),
        checkBlock.extend({ item: StrictQuizItem }).strict(),
      ]),
    )
    .max(200),
};

export const AddLessonRequest = Lesson.extend({ moduleId: EntityId, ...lessonBlocks }).extend(Versioned.shape).strict();
export type AddLessonRequest = z.input<typeof AddLessonRequest>;
export const EditLessonRequest = Lesson.omit({ lessonId: true }).extend(lessonBlocks).extend(Versioned.shape).strict();
export type EditLessonRequest = z.input<typeof EditLessonRequest>;

export const AddQuizRequest = Quiz.extend({ moduleId: EntityId, ...quizItems }).extend(Versioned.shape).strict();
export type AddQuizRequest = z.input<typeof AddQuizRequest>;
export const EditQuizRequest = Quiz.omit({ quizId: true }).extend(quizItems).extend(Versioned.shape).strict();
export type EditQuizRequest = z.input<typeof EditQuizRequest>;

export const CorrectAnswerKeyRequest = z
  .object({ answerKey: StrictAnswerKey, reason: z.string().trim().min(1).max(500) })
  .extend(Versioned.shape)
  .strict();

export const RestoreVersionRequest = Versioned.strict();

/** A card of the catalogue and of dashboards. */
export const CourseCard = z.object({
  courseId: z.string(),
  title: z.string(),
  subtitle: z.string(),
  coverImageUrl: z.string().nullable(),
  language: z.string(),
  level: z.enum(courseLevels),
  priceCents: z.number().int(),
  currency: z.enum(currencies),
  tags: z.array(z.string()),
  creatorId: z.string(),
  creatorName: z.string().nullable(),
  lessonCount: z.number().int(),
  estimatedMinutes: z.number().int(),
  enrolmentCount: z.number().int(),
  rating: CourseRatingSummary,
  publishedAt: z.iso.datetime().nullable(),
});
export type CourseCard = z.infer<typeof CourseCard>;


export const CatalogueQuery = z.object({
  q: z.string().trim().max(100).optional(),
  level: z.enum(courseLevels).optional(),
  language: z.string().max(5).optional(),
  price: z.enum(['free', 'paid']).optional(),
  sort: z.enum(catalogueSorts).default('newest'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(12),
});
export type CatalogueQuery = z.input<typeof CatalogueQuery>;

export const CatalogueResponse = z.object({
  items: z.array(CourseCard),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type CatalogueResponse = z.infer<typeof CatalogueResponse>;

/**
 * A quiz as a learner sees it: no answer keys, no explanations (of the item or of its options) until answered; a
 * numeric item shows its unit beside the learner's input.
 */
export const LearnerQuizItem = QuizItem.omit({ answerKey: true, explanation: true }).extend({
  options: z.array(QuizOption.omit({ explanation: true })),
  unit: z.string().optional(),
});
export type LearnerQuizItem = z.infer<typeof LearnerQuizItem>;
export const LearnerQuiz = Quiz.omit({ items: true }).extend({ items: z.array(LearnerQuizItem) });
/** A lesson as a learner sees it: a check-yourself question without its key or explanations, which its answer brings. */
export const LearnerLessonBlock = z.discriminatedUnion('kind', [
  textBlock,
  videoBlock,
  attachmentBlock,
  imageBlock,
  audioBlock,
  z.object({ kind: z.literal('check'), item: LearnerQuizItem }),
]);
export type LearnerLessonBlock = z.infer<typeof LearnerLessonBlock>;
export const LearnerLesson = Lesson.extend({ blocks: z.array(LearnerLessonBlock) });
export const LearnerModule = CourseModule.omit({ quizzes: true, lessons: true }).extend({ lessons: z.array(LearnerLesson), quizzes: z.array(LearnerQuiz) });

export const CourseViewer = z.object({ signedIn: z.boolean(), isStaff: z.boolean(), isEnrolled: z.boolean() });

/** The public course page: the published version's outline (lesson titles, not their text) and skills. */
export const CourseDetailResponse = z.object({
  course: CourseCard.extend({ description: z.string(), status: z.enum(courseStatuses) }),
  version: z.number().int(),
  outline: z.array(
    z.object({
      moduleId: z.string(),
      title: z.string(),
      lessons: z.array(z.object({ lessonId: z.string(), title: z.string(), estimatedMinutes: z.number().int() })),
      quizzes: z.array(z.object({ quizId: z.string(), title: z.string(), itemCount: z.number().int() })),
    }),
  ),
  skills: z.array(Skill),
  viewer: CourseViewer,
});
export type CourseDetailResponse = z.infer<typeof CourseDetailResponse>;

/** What the learning player studies: one frozen version, whole, without answer keys. */
export const CoursePlayerResponse = z.object({
  courseId: z.string(),
  title: z.string(),
  version: z.number().int(),
  modules: z.array(LearnerModule),
  skills: z.array(Skill),
  completedLessonIds: z.array(z.string()),
  /** Quizzes the learner has passed at least once: with the completed lessons, where the player resumes. */
  passedQuizIds: z.array(z.string()),
  /** Lessons the learner's latest placement test found already mastered, so the player may mark them skippable. */
  skippableLessonIds: z.array(z.string()),
  viewer: CourseViewer,
});
export type CoursePlayerResponse = z.infer<typeof CoursePlayerResponse>;

/** Everything an author edits, answer keys included, at the course's current version. */
export const CourseAuthoringResponse = z.object({
  courseId: z.string(),
  version: z.number().int(),
  status: z.enum(courseStatuses),
  publishedVersion: z.number().int().nullable(),
  creatorId: z.string(),
  coAuthors: z.array(z.object({ userId: z.string(), displayName: z.string().nullable() })),
  details: CourseDetails,
  skills: z.array(Skill),
  modules: z.array(CourseModule),
  viewerIsCreator: z.boolean(),
  /** The blocks and questions that stand as a model drafted them, with their provenance; absent from older servers. */
  aiDrafts: z.array(AiDraftMark).default([]),
});
export type CourseAuthoringResponse = z.infer<typeof CourseAuthoringResponse>;

export const CourseVersionEntry = z.object({
  version: z.number().int(),
  type: z.string(),
  summary: z.string(),
  actorId: z.string().nullable(),
  actorName: z.string().nullable(),
  at: z.iso.datetime(),
  published: z.boolean(),
});
export const CourseVersionsResponse = z.object({ courseId: z.string(), currentVersion: z.number().int(), versions: z.array(CourseVersionEntry) });
export type CourseVersionsResponse = z.infer<typeof CourseVersionsResponse>;

export const DiffQuery = z.object({ from: z.coerce.number().int().min(0), to: z.coerce.number().int().min(1) });

export const DiffLine = z.object({ op: z.enum(['+', '-', ' ']), text: z.string() });
export const CourseChange = z.object({
  kind: z.enum(['added', 'removed', 'changed']),
  /** What changed, in words: 'Lesson "Adding fractions": text'. */
  label: z.string(),
  before: z.string().nullable(),
  after: z.string().nullable(),
  /** A line diff for long texts. */
  lines: z.array(DiffLine).nullable(),
});
export type CourseChange = z.infer<typeof CourseChange>;
export const CourseDiffResponse = z.object({ from: z.number().int(), to: z.number().int(), changes: z.array(CourseChange) });
export type CourseDiffResponse = z.infer<typeof CourseDiffResponse>;

export const EnrolResponse = z.object({ courseId: z.string(), enrolled: z.literal(true), duplicate: z.boolean() });

export const MyCourse = CourseCard.extend({
  enrolledAt: z.iso.datetime(),
  lessonsCompleted: z.number().int(),
  progressPercent: z.number().int().min(0).max(100),
  lastActivityAt: z.iso.datetime().nullable(),
  /** When the learner finished the course (every lesson completed, every quiz passed); null until then. */
  completedAt: z.iso.datetime().nullable(),
});
export type MyCourse = z.infer<typeof MyCourse>;
export const MyCoursesResponse = z.object({ courses: z.array(MyCourse) });
export type MyCoursesResponse = z.infer<typeof MyCoursesResponse>;

export const CreatorCourse = CourseCard.extend({
  status: z.enum(courseStatuses),
  role: z.enum(['creator', 'co_author']),
  version: z.number().int(),
  updatedAt: z.iso.datetime(),
  lastLearningAt: z.iso.datetime().nullable(),
});
export const CreatorDashboardResponse = z.object({
  courses: z.array(CreatorCourse),
  totals: z.object({ published: z.number().int(), drafts: z.number().int(), enrolments: z.number().int() }),
  recentEnrolments: z.array(z.object({ courseId: z.string(), courseTitle: z.string(), learnerName: z.string().nullable(), at: z.iso.datetime() })),
});
export type CreatorDashboardResponse = z.infer<typeof CreatorDashboardResponse>;

export const SubmitQuizAttemptRequest = z
  .object({
    attemptId: z.uuid(),
    answers: z.array(QuizAnswer.strict()).max(100),
    timeSpent: z.number().finite().min(0).max(86_400),
    deviceType: z.enum(['mobile', 'desktop']),
  })
  .strict();
export type SubmitQuizAttemptRequest = z.input<typeof SubmitQuizAttemptRequest>;

export const PickedOptionExplanation = z.object({ optionId: z.string(), explanation: z.string() });
export type PickedOptionExplanation = z.infer<typeof PickedOptionExplanation>;

/** One item of a graded attempt: right or wrong, the correct answer and why. */
export const QuizItemFeedback = z.object({
  itemId: z.string(),
  correct: z.boolean(),
  answerKey: AnswerKey,
  explanation: z.string(),
  /** Why each option the learner picked is right or wrong, where the author said; never the options not picked. */
  pickedOptionExplanations: z.array(PickedOptionExplanation),
});
export type QuizItemFeedback = z.infer<typeof QuizItemFeedback>;

export const QuizAttemptResult = z.object({
  attemptId: z.string(),
  quizId: z.string(),
  courseVersion: z.number().int(),
  score: z.number(),
  passed: z.boolean(),
  items: z.array(QuizItemFeedback),
  regraded: z.boolean(),
  at: z.iso.datetime(),
  duplicate: z.boolean(),
});
export type QuizAttemptResult = z.infer<typeof QuizAttemptResult>;

/** A past attempt: its grade (regrades applied) and, per item, the feedback it was given with the answer given. */
export const PastQuizAttempt = QuizAttemptResult.omit({ duplicate: true }).extend({
  items: z.array(QuizItemFeedback.extend({ answer: QuizAnswer.omit({ itemId: true }).nullable() })),
});
export type PastQuizAttempt = z.infer<typeof PastQuizAttempt>;
export const QuizAttemptsResponse = z.object({ attempts: z.array(PastQuizAttempt) });
export type QuizAttemptsResponse = z.infer<typeof QuizAttemptsResponse>;

/** An answer to a lesson's check-yourself question; answerId makes a retry safe. */
export const AnswerCheckRequest = z
  .object({ answerId: EntityId, optionIds: z.array(EntityId).max(20), text: z.string().max(500).nullable() })
  .strict();
export type AnswerCheckRequest = z.input<typeof AnswerCheckRequest>;

/** The instant feedback on a check-yourself answer, recorded as practice and counted in no quiz score. */
export const CheckAnswerResult = z.object({
  answerId: z.string(),
  itemId: z.string(),
  correct: z.boolean(),
  answerKey: AnswerKey,
  explanation: z.string(),
  pickedOptionExplanations: z.array(PickedOptionExplanation),
  duplicate: z.boolean(),
});
export type CheckAnswerResult = z.infer<typeof CheckAnswerResult>;
