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

const mapModules = (state: CourseState, change: (module: CourseModule) => CourseModule): CourseState => ({
  ...state,
  modules: state.modules.map(change),
});

/** Applies one event. `version` is the event's stream version (one-based). */
export function evolveCourse(state: CourseState | null, event: CourseEvent, version: number): CourseState | null {
  if (event.type === 'CourseDrafted') {
    const { courseId, creatorId, ...details } = event.data;
    return { courseId, creatorId, coAuthorIds: [], status: 'draft', version, publishedVersion: null, details, skills: [], modules: [] };
  }
  if (!state) return null;
  const next = { ...state, version };
  switch (event.type) {
    case 'CourseDetailsEdited': {
      const { courseId: _courseId, ...details } = event.data;
      return { ...next, details };
    }
    case 'CoursePublished':
      return { ...next, status: 'published', publishedVersion: version };
    case 'CourseArchived':
      return { ...next, status: 'archived' };
    case 'CourseReturnedToDraft':
      return { ...next, status: 'draft' };
    case 'CoAuthorAdded':
      return { ...next, coAuthorIds: [...next.coAuthorIds.filter((id) => id !== event.data.userId), event.data.userId] };
    case 'CoAuthorRemoved':
      return { ...next, coAuthorIds: next.coAuthorIds.filter((id) => id !== event.data.userId) };
    case 'SkillDefined': {
      const { courseId: _courseId, ...skill } = event.data;
      const exists = next.skills.some((each) => each.skillId === skill.skillId);
      return { ...next, skills: exists ? next.skills.map((each) => (each.skillId === skill.skillId ? skill : each)) : [...next.skills, skill] };
    }
    case 'SkillRemoved':
      return { ...next, skills: next.skills.filter((each) => each.skillId !== event.data.skillId) };
    case 'ModuleAdded':
      return { ...next, modules: [...next.modules, { moduleId: event.data.moduleId, title: event.data.title, lessons: [], quizzes: [] }] };
    case 'ModuleRenamed':
      return mapModules(next, (module) => (module.moduleId === event.data.moduleId ? { ...module, title: event.data.title } : module));
    case 'ModuleRemoved':
      return { ...next, modules: next.modules.filter((module) => module.moduleId !== event.data.moduleId) };
    case 'LessonAdded': {
      const { courseId: _courseId, moduleId, ...lesson } = event.data;
      return mapModules(next, (module) => (module.moduleId === moduleId ? { ...module, lessons: [...module.lessons, lesson] } : module));
    }
    case 'LessonEdited': {
      const { courseId: _courseId, ...lesson } = event.data;
      return mapModules(next, (module) => ({
        ...module,
        lessons: module.lessons.map((each) => (each.lessonId === lesson.lessonId ? lesson : each)),
      }));
    }
    case 'LessonRemoved':
      return mapModules(next, (module) => ({ ...module, lessons: module.lessons.filter((each) => each.lessonId !== event.data.lessonId) }));
    case 'QuizAdded': {
      const { courseId: _courseId, moduleId, ...quiz } = event.data;
      return mapModules(next, (module) => (module.moduleId === moduleId ? { ...module, quizzes: [...module.quizzes, quiz] } : module));
    }
    case 'QuizEdited': {
      const { courseId: _courseId, ...quiz } = event.data;
      return mapModules(next, (module) => ({ ...module, quizzes: module.quizzes.map((each) => (each.quizId === quiz.quizId ? quiz : each)) }));
    }
    case 'QuizRemoved':
      return mapModules(next, (module) => ({ ...module, quizzes: module.quizzes.filter((each) => each.quizId !== event.data.quizId) }));
    case 'AnswerKeyCorrected':
      return mapModules(next, (module) => ({
        ...module,
        quizzes: module.quizzes.map((quiz) =>
          quiz.quizId !== event.data.quizId
            ? quiz
            : { ...quiz, items: quiz.items.map((item) => (item.itemId === event.data.itemId ? { ...item, answerKey: event.data.answerKey } : item)) },
        ),
      }));
    case 'CourseVersionRestored':
      return { ...next, details: event.data.details, skills: event.data.skills, modules: event.data.modules };
    default: {
      const unknown: never = event;
      throw new Error(`Unknown course event ${(unknown as { type: string }).type}`);
    }
  }
}

const courseEventTypes: ReadonlySet<string> = new Set<CourseEvent['type']>([
  'CourseDrafted', 'CourseDetailsEdited', 'CoursePublished', 'CourseArchived', 'CourseReturnedToDraft', 'CoAuthorAdded',
  'CoAuthorRemoved', 'SkillDefined', 'SkillRemoved', 'ModuleAdded', 'ModuleRenamed', 'ModuleRemoved', 'LessonAdded',
  'LessonEdited', 'LessonRemoved', 'QuizAdded', 'QuizEdited', 'QuizRemoved', 'AnswerKeyCorrected', 'CourseVersionRestored',
]);

export const isCourseEvent = <T extends { type: string }>(event: T): event is Extract<T, { type: CourseEvent['type'] }> => courseEventTypes.has(event.type);

/** The course as of `untilVersion` (inclusive; all of it when absent), from its stream's events in order. */
export function foldCourse(events: readonly { type: string; data: unknown; streamVersion: number }[], untilVersion = Infinity): CourseState | null {
  let state: CourseState | null = null;
  for (const event of events) {
    if (event.streamVersion > untilVersion) break;
    if (courseEventTypes.has(event.type)) state = evolveCourse(state, event as CourseEvent, event.streamVersion);
  }
  return state;
}

export const findLesson = (content: CourseContent, lessonId: string) =>
  content.modules.flatMap((module) => module.lessons).find((lesson) => lesson.lessonId === lessonId) ?? null;

export const findQuiz = (content: CourseContent, quizId: string) =>
  content.modules.flatMap((module) => module.quizzes).find((quiz) => quiz.quizId === quizId) ?? null;
