import type { CourseAuthoringResponse, CourseCard, CourseDetailResponse, CoursePlayerResponse, CourseReview, CourseReviewsResponse } from '@pathwise/contracts';

let next = 0;
const freshId = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${(next += 1)}`;

/** A published course as the catalogue lists it, with fresh ids; override what the test is about. */
export const aCourseCard = (overrides: Partial<CourseCard> = {}): CourseCard => ({
  courseId: freshId('course'),
  title: 'Fractions from scratch',
  subtitle: 'Halves, thirds and beyond',
  coverImageUrl: null,
  language: 'en',
  level: 'beginner',
  priceCents: 0,
  currency: 'USD',
  tags: ['maths'],
  creatorId: freshId('user'),
  creatorName: 'Maya Patel',
  lessonCount: 4,
  estimatedMinutes: 35,
  enrolmentCount: 12,
  rating: { average: 4.6, count: 12 },
  publishedAt: '2025-03-01T10:00:00.000Z',
  ...overrides,
});

/** A course as its editor loads it: one module with a lesson, at `version`. */
export const anAuthoringCourse = (overrides: Partial<CourseAuthoringResponse> = {}): CourseAuthoringResponse => ({
  courseId: freshId('course'),
  version: 3,
  status: 'draft',
  publishedVersion: null,
  aiDrafts: [],
  creatorId: freshId('user'),
  coAuthors: [],
  details: {
    title: 'Fractions from scratch',
    subtitle: '',
    description: 'Start here.',
    coverImageUrl: null,
    language: 'en',
    level: 'beginner',
    priceCents: 0,
    currency: 'USD',
    tags: ['maths'],
  },
  skills: [{ skillId: 'skill-halves', name: 'Halves', prerequisiteIds: [] }],
  modules: [
    {
      moduleId: 'module-1',
      title: 'Basics',
      lessons: [{ lessonId: 'lesson-1', title: 'What is a half?', estimatedMinutes: 5, skillIds: ['skill-halves'], blocks: [{ kind: 'text', text: 'A half is one of two equal parts.' }] }],
      quizzes: [],
    },
  ],
  viewerIsCreator: true,
  ...overrides,
});

/** A course as the player loads it: a lesson and a quiz of one module, for an enrolled learner. */
export const aPlayerCourse = (overrides: Partial<CoursePlayerResponse> = {}): CoursePlayerResponse => ({
  courseId: freshId('course'),
  title: 'Fractions from scratch',
  version: 2,
  modules: [
    {
      moduleId: 'module-1',
      title: 'Basics',
      lessons: [
        {
          lessonId: 'lesson-1',
          title: 'What is a half?',
          estimatedMinutes: 5,
          skillIds: [],
          blocks: [
            { kind: 'text', text: 'A half is one of two equal parts.\n\n<b>Not bold</b>' },
            { kind: 'attachment', materialId: 'material-9', name: 'Worksheet.pdf' },
          ],
        },
      ],
      quizzes: [
        {
          quizId: 'quiz-1',
          title: 'Halves check',
          passingScore: 50,
          items: [
            {
              itemId: 'item-1',
              kind: 'single_choice',
              prompt: 'How many halves make a whole?',
              options: [
                { optionId: 'o-2', text: 'Two' },
                { optionId: 'o-3', text: 'Three' },
              ],
              skillIds: [],
              difficulty: 0,
            },
          ],
        },
      ],
    },
  ],
  skills: [],
  completedLessonIds: [],
  passedQuizIds: [],
  skippableLessonIds: [],
  viewer: { signedIn: true, isStaff: false, isEnrolled: true },
  ...overrides,
});

/** A published course's page as a signed-in visitor who has not enrolled reads it; override what the test is about. */
export const aCourseDetail = (overrides: Partial<CourseDetailResponse> = {}, course: Partial<CourseDetailResponse['course']> = {}): CourseDetailResponse => ({
  course: { ...aCourseCard(), description: 'Learn halves.\n\nThen thirds.', status: 'published', ...course },
  version: 4,
  outline: [
    {
      moduleId: 'm-1',
      title: 'Basics',
      lessons: [{ lessonId: 'l-1', title: 'What is a half?', estimatedMinutes: 6 }],
      quizzes: [{ quizId: 'q-1', title: 'Halves check', itemCount: 3 }],
    },
  ],
  skills: [
    { skillId: 's-halves', name: 'Halves', prerequisiteIds: [] },
    { skillId: 's-thirds', name: 'Thirds', prerequisiteIds: ['s-halves'] },
  ],
  viewer: { signedIn: true, isStaff: false, isEnrolled: false },
  ...overrides,
});

/** A learner's review as the course page lists it, with fresh ids; override what the test is about. */
export const aReview = (overrides: Partial<CourseReview> = {}): CourseReview => ({
  learnerId: freshId('user'),
  learnerName: 'Lena Fischer',
  rating: 5,
  review: 'The pizza diagrams made it click.',
  ratedAt: '2025-04-02T09:30:00.000Z',
  reply: null,
  ...overrides,
});

/** A first page of a course's reviews, read by a visitor who may neither rate nor reply; override what the test is about. */
export const aReviewsPage = (courseId: string, overrides: Partial<CourseReviewsResponse> = {}): CourseReviewsResponse => ({
  courseId,
  rating: { average: 4.6, count: 12 },
  reviews: [],
  total: 0,
  page: 1,
  pageSize: 10,
  viewer: { mayRate: false, myRating: null, mayReply: false },
  ...overrides,
});
