import type { AiDraftMark, CourseAuthoringResponse, CourseCard, CourseDetailResponse, CoursePlayerResponse } from '@pathwise/contracts';
import { fingerprintOf, markOf, piecesOf } from './ai-drafts.rules.js';
import type { Actor } from '../../kernel/actor.js';
import { isCourseStaff } from '../../kernel/course-membership.js';
import type { CourseState } from './course.state.js';
import { learnerBlockOf, learnerItemOf } from './learner-content.views.js';

/** Who is looking decides what they see: drafts and answer keys are for the course's authors (and admins). */
export function viewerOf(state: CourseState, actor: Actor | null, isEnrolled: boolean) {
  const isStaff = !!actor && isCourseStaff(state, actor.userId);
  return { signedIn: !!actor, isStaff, isEnrolled, mayPreview: isStaff || actor?.role === 'admin' };
}

export function courseCardOf(
  state: CourseState,
  extra: { creatorName: string | null; enrolmentCount: number; rating: CourseCard['rating']; publishedAt: Date | null },
): CourseCard {
  const lessons = state.modules.flatMap((module) => module.lessons);
  const { title, subtitle, coverImageUrl, language, level, priceCents, currency, tags } = state.details;
  return {
    courseId: state.courseId,
    title,
    subtitle,
    coverImageUrl,
    language,
    level,
    priceCents,
    currency,
    tags: [...tags],
    creatorId: state.creatorId,
    creatorName: extra.creatorName,
    lessonCount: lessons.length,
    estimatedMinutes: lessons.reduce((sum, lesson) => sum + lesson.estimatedMinutes, 0),
    enrolmentCount: extra.enrolmentCount,
    rating: extra.rating,
    publishedAt: extra.publishedAt?.toISOString() ?? null,
  };
}

/** The public page: the outline of the version shown, never lesson text or answer keys. */
export function courseDetailOf(
  shown: CourseState,
  current: CourseState,
  card: CourseCard,
  viewer: CourseDetailResponse['viewer'],
): CourseDetailResponse {
  return {
    course: { ...card, description: shown.details.description, status: current.status },
    version: shown.version,
    outline: shown.modules.map((module) => ({
      moduleId: module.moduleId,
      title: module.title,
      lessons: module.lessons.map(({ lessonId, title, estimatedMinutes }) => ({ lessonId, title, estimatedMinutes })),
      quizzes: module.quizzes.map(({ quizId, title, items }) => ({ quizId, title, itemCount: items.length })),
    })),
    skills: [...shown.skills],
    viewer,
  };
}

/** The player's whole course, with the answer keys and explanations taken out. */
export function playerViewOf(
  shown: CourseState,
  progress: { readonly completedLessonIds: readonly string[]; readonly passedQuizIds: readonly string[] },
  viewer: CoursePlayerResponse['viewer'],
  skippableLessonIds: readonly string[],
): CoursePlayerResponse {
  return {
    courseId: shown.courseId,
    title: shown.details.title,
    version: shown.version,
    modules: shown.modules.map((module) => ({
      ...module,
      lessons: module.lessons.map((lesson) => ({ ...lesson, blocks: lesson.blocks.map(learnerBlockOf) })),
      quizzes: module.quizzes.map((quiz) => ({
        ...quiz,
        items: quiz.items.map(learnerItemOf),
      })),
    })),
    skills: [...shown.skills],
    completedLessonIds: [...progress.completedLessonIds],
    passedQuizIds: [...progress.passedQuizIds],
    skippableLessonIds: [...skippableLessonIds],
    viewer,
  };
}

export function authoringViewOf(state: CourseState, names: ReadonlyMap<string, string | null>, actorId: string): CourseAuthoringResponse {
  return {
    courseId: state.courseId,
    version: state.version,
    status: state.status,
    publishedVersion: state.publishedVersion,
    creatorId: state.creatorId,
    coAuthors: state.coAuthorIds.map((userId) => ({ userId, displayName: names.get(userId) ?? null })),
    details: state.details,
    skills: [...state.skills],
    modules: [...state.modules],
    viewerIsCreator: state.creatorId === actorId,
    aiDrafts: aiDraftMarksOf(state),
  };
}

/** Each block and question that stands as a model drafted it, by its place, in the course's order. */
function aiDraftMarksOf(state: CourseState): AiDraftMark[] {
  if (state.aiMarks.length === 0) return [];
  const targets = state.modules.flatMap((module) => [
    ...module.lessons.map((lesson) => ({ kind: 'lesson' as const, lessonId: lesson.lessonId })),
    ...module.quizzes.map((quiz) => ({ kind: 'quiz' as const, quizId: quiz.quizId })),
  ]);
  return targets.flatMap((target) =>
    (piecesOf(state, target) ?? []).flatMap((piece, index) => {
      const mark = markOf(state, target, fingerprintOf(piece));
      return mark ? [{ target, index, provenance: mark.provenance, sources: [...mark.sources], unsupported: [...mark.unsupported], reviewed: mark.reviewed }] : [];
    }),
  );
}
