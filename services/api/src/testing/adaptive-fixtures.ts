import { randomUUID } from 'node:crypto';
import type { SubmitQuizAttemptRequest } from '@pathwise/contracts';
import { streamId, type CourseLevel, type PathwiseEvent, type QuizItem } from '@pathwise/event-schemas';
import type { EventStore } from '@pathwise/event-store';
import { postJson } from './learning-requests.js';

const item = (itemId: string, skillIds: string[], difficulty: number): QuizItem => ({
  itemId,
  kind: 'single_choice',
  prompt: `Question ${itemId}`,
  options: [
    { optionId: 'right', text: 'Right' },
    { optionId: 'wrong', text: 'Wrong' },
  ],
  answerKey: { correctOptionIds: ['right'], acceptedAnswers: [] },
  skillIds,
  difficulty,
  explanation: `Why ${itemId} is right.`,
});

/**
 * A published course with two skills (adding needs counting), a lesson on each (a video on counting, text on adding),
 * an easy quiz on counting (five items at IRT difficulty -3) and a hard one on adding (five at +3): enough for the
 * adaptive engine to move mastery and difficulty either way.
 */
export async function givenAdaptiveCourse(
  store: EventStore<PathwiseEvent>,
  course: { creatorId: string; level?: CourseLevel },
): Promise<{ courseId: string; courseVersion: number; easyQuizId: string; hardQuizId: string; itemIds: { easy: string[]; hard: string[] } }> {
  const courseId = `adaptive-${randomUUID().slice(0, 8)}`;
  const moduleId = 'module-1';
  const easy = ['e1', 'e2', 'e3', 'e4', 'e5'];
  const hard = ['h1', 'h2', 'h3', 'h4', 'h5'];
  const events: PathwiseEvent[] = [
    {
      type: 'CourseDrafted',
      data: {
        courseId, creatorId: course.creatorId, title: 'Counting and adding', subtitle: '', description: '', coverImageUrl: null,
        language: 'en', level: course.level ?? 'beginner', priceCents: 0, currency: 'USD', tags: [],
      },
    },
    { type: 'SkillDefined', data: { courseId, skillId: 'counting', name: 'Counting', prerequisiteIds: [] } },
    { type: 'SkillDefined', data: { courseId, skillId: 'adding', name: 'Adding', prerequisiteIds: ['counting'] } },
    { type: 'ModuleAdded', data: { courseId, moduleId, title: 'Numbers' } },
    { type: 'LessonAdded', data: { courseId, moduleId, lessonId: 'counting-lesson', title: 'Counting to ten', blocks: [{ kind: 'video', url: 'https://video.example/counting', caption: 'Counting' }], estimatedMinutes: 5, skillIds: ['counting'] } },
    { type: 'LessonAdded', data: { courseId, moduleId, lessonId: 'adding-lesson', title: 'Adding small numbers', blocks: [{ kind: 'text', text: 'Put the two groups together and count them all.' }], estimatedMinutes: 5, skillIds: ['adding'] } },
    { type: 'QuizAdded', data: { courseId, moduleId, quizId: 'easy', title: 'Counting check', passingScore: 60, items: easy.map((id) => item(id, ['counting'], -3)) } },
    { type: 'QuizAdded', data: { courseId, moduleId, quizId: 'hard', title: 'Adding check', passingScore: 60, items: hard.map((id) => item(id, ['adding'], 3)) } },
    { type: 'CoursePublished', data: { courseId } },
  ];
  await store.append(streamId('course', courseId), events, { expectedVersion: 'no_stream' });
  return { courseId, courseVersion: events.length, easyQuizId: 'easy', hardQuizId: 'hard', itemIds: { easy, hard } };
}

/** Takes a quiz through the real attempt route, answering the listed items right and every other item wrong. */
export async function takeQuiz(
  baseUrl: string,
  token: string,
  quiz: { courseId: string; quizId: string; itemIds: readonly string[] },
  rightItemIds: readonly string[],
): Promise<{ status: number; attemptId: string; body: Record<string, unknown> | null }> {
  const attemptId = randomUUID();
  const body: SubmitQuizAttemptRequest = {
    attemptId,
    answers: quiz.itemIds.map((itemId) => ({ itemId, optionIds: [rightItemIds.includes(itemId) ? 'right' : 'wrong'], text: null })),
    timeSpent: 60,
    deviceType: 'desktop',
  };
  const response = await postJson(`${baseUrl}/api/courses/${quiz.courseId}/quizzes/${quiz.quizId}/attempts`, body, token);
  return { status: response.status, attemptId, body: response.body };
}
