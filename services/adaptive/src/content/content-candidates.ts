import { type ServedDifficulty, defaultTargetBand } from '../difficulty/difficulty-policy.js';
import { difficultyOfSkills, distanceFromLevel } from '../difficulty/difficulty-window.js';
import { type LearningStyle, styleOfModality } from '../learning-style/learning-style.js';
import type { CourseOutline, OutlineLesson, OutlineQuiz, Suggestion, SuccessPredictor } from './course-outline.js';
import type { FrontierSkill } from './skill-frontier.js';
import { lessonReason, outlineOrderReason, quizReason, readinessClause } from './suggestion-reasons.js';

/** The lessons and quizzes that could come next, ranked best first. */

export interface Focus {
  readonly skill: FrontierSkill;
  /** The targeted skill's name when this one is a prerequisite gap before it. */
  readonly towards: string | null;
}

export interface CandidateContext {
  readonly outline: CourseOutline;
  readonly focus: readonly Focus[];
  readonly predict: SuccessPredictor;
  readonly completedLessonIds: ReadonlySet<string>;
  /** The difficulty level served to the learner in this course; null when not yet set. */
  readonly level: ServedDifficulty | null;
  /** The learner's observed study preference: only ever a tie-breaker, never a filter. */
  readonly learningStyle: LearningStyle;
}

/** Whether the lesson offers a format of the learner's observed preference. */
const offersStyle = (lesson: OutlineLesson, style: LearningStyle): boolean =>
  style !== 'unknown' && (lesson.modalities ?? []).some((modality) => styleOfModality[modality] === style);

/** How far content of this difficulty lies outside the served level's window of IRT b. */
const levelDistance = (level: ServedDifficulty | null, difficulty: number | null): number =>
  level === null ? 0 : distanceFromLevel(difficulty, level);

const mean = (values: readonly number[]): number =>
  values.length === 0 ? 0 : values.reduce((sum, value) => sum + value, 0) / values.length;

export const clampUnit = (p: number): number => Math.min(1, Math.max(0, p));

/** Mean predicted success over a quiz's items, or over those on one skill. */
export const quizSuccess = (quiz: OutlineQuiz, predict: SuccessPredictor, onlySkillId?: string): number =>
  clampUnit(
    mean(
      quiz.items
        .filter((item) => onlySkillId === undefined || item.skillIds.includes(onlySkillId))
        .map((item) => predict(item.skillIds, item.difficulty)),
    ),
  );

const bandCentre = (defaultTargetBand.lower + defaultTargetBand.upper) / 2;

interface Covering {
  readonly covered: readonly Focus[];
  readonly first: Focus;
}

function covering(focus: readonly Focus[], covers: (skillId: string) => boolean): Covering | null {
  const covered = focus.filter((entry) => covers(entry.skill.skillId));
  const first = covered[0];
  return first ? { covered, first } : null;
}

const names = ({ covered }: Covering) => covered.map((entry) => entry.skill.name);
const ids = ({ covered }: Covering) => covered.map((entry) => entry.skill.skillId);

const finishedLessonReason = 'A review: you have finished this lesson.';

/**
 * Lessons on the focus skills: not yet completed first (a completed one is offered as a review), then the most focus skills, then those whose difficulty (of
 * the items on their skills) fits the served level, then, among lessons equal on all of these, one in a format the
 * learner has lately preferred (a tie-breaker: it never hides a lesson), then the course's order. When nothing in the course is tagged
 * with a focus skill (or the course names no skills), the outline's order stands in.
 */
export function lessonCandidates(context: CandidateContext): Suggestion[] {
  const { outline, focus, predict, completedLessonIds, level, learningStyle } = context;
  const items = outline.quizzes.flatMap((quiz) => quiz.items);
  const outlineOrder = !anyCovered(outline, focus);
  const ranked = outline.lessons
    .map((lesson, order) => ({ lesson, order, on: covering(focus, (id) => lesson.skillIds.includes(id)) }))
    .filter((entry) => entry.on !== null || outlineOrder)
    .map(({ lesson, order, on }) => {
      const skillIds = on ? ids(on) : [...lesson.skillIds];
      let suggestion: Suggestion = {
        kind: 'lesson',
        courseId: outline.courseId,
        lessonId: lesson.lessonId,
        quizId: null,
        skillIds,
        title: lesson.title,
        reason: on ? lessonReason(names(on), readinessClause(on.first.skill, on.first.towards)) : outlineOrderReason,
        predictedSuccess: clampUnit(predict(skillIds, null)),
      };
      const completed = completedLessonIds.has(lesson.lessonId);
      // Finished work is offered only as what it is: a review, never as the next thing to learn.
      if (completed) suggestion = { ...suggestion, kind: 'review', reason: `${finishedLessonReason} ${suggestion.reason}` };
      const fit = levelDistance(level, difficultyOfSkills(lesson.skillIds, items));
      const inStyle = offersStyle(lesson, learningStyle);
      return { suggestion, completed, coverage: on?.covered.length ?? 0, fit, inStyle, order };
    });
  return ranked
    .sort(
      (a, b) =>
        Number(a.completed) - Number(b.completed) ||
        b.coverage - a.coverage ||
        a.fit - b.fit ||
        Number(b.inStyle) - Number(a.inStyle) ||
        a.order - b.order,
    )
    .map((entry) => entry.suggestion);
}

/** Whether any lesson or quiz of the course exercises a focus skill. */
function anyCovered(outline: CourseOutline, focus: readonly Focus[]): boolean {
  const wanted = new Set(focus.map((entry) => entry.skill.skillId));
  const lessonSkills = outline.lessons.flatMap((lesson) => lesson.skillIds);
  const quizSkills = outline.quizzes.flatMap((quiz) => quiz.items.flatMap((item) => item.skillIds));
  return [...lessonSkills, ...quizSkills].some((id) => wanted.has(id));
}

/**
 * Quizzes on the focus skills: the most focus skills first, then those whose mean item difficulty fits the served
 * level, then predicted success nearest the middle of the target band (practice is best neither trivial nor
 * hopeless), then the course's order.
 */
export function quizCandidates({ outline, focus, predict, level }: CandidateContext): Suggestion[] {
  const outlineOrder = !anyCovered(outline, focus);
  const ranked = outline.quizzes
    .map((quiz, order) => ({
      quiz,
      order,
      on: covering(focus, (id) => quiz.items.some((item) => item.skillIds.includes(id))),
    }))
    .filter((entry) => entry.on !== null || outlineOrder)
    .map(({ quiz, order, on }) => {
      const predictedSuccess = quizSuccess(quiz, predict);
      const suggestion: Suggestion = {
        kind: 'quiz',
        courseId: outline.courseId,
        lessonId: null,
        quizId: quiz.quizId,
        skillIds: on ? ids(on) : [...new Set(quiz.items.flatMap((item) => item.skillIds))],
        title: quiz.title,
        reason: on
          ? quizReason(names(on), readinessClause(on.first.skill, on.first.towards), predictedSuccess)
          : outlineOrderReason,
        predictedSuccess,
      };
      const distance = Math.abs(predictedSuccess - bandCentre);
      const meanDifficulty = quiz.items.reduce((sum, item) => sum + item.difficulty, 0) / quiz.items.length;
      const fit = levelDistance(level, quiz.items.length === 0 ? null : meanDifficulty);
      return { suggestion, coverage: on?.covered.length ?? 0, fit, distance, order };
    });
  return ranked
    .sort((a, b) => b.coverage - a.coverage || a.fit - b.fit || a.distance - b.distance || a.order - b.order)
    .map((entry) => entry.suggestion);
}
