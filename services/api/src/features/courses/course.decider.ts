import type { AnswerKey, CourseDetails, CourseModule, Lesson, Quiz, Skill } from '@pathwise/event-schemas';
import type { Decider } from '../../kernel/decider.js';
import { DomainError } from '../../kernel/domain-error.js';
import { assertRetryOf } from '../../kernel/retry-keys.js';
import { isCourseStaff } from '../../kernel/course-membership.js';
import { Problems, checkAnswerKey, checkLessonChecks, checkQuizItems, checkSkillReferences, sameData, wouldMakeCycle } from './course.rules.js';
import { findLesson, findQuiz, type CourseContent, type CourseEvent, type CourseState } from './course.state.js';
import { acceptAiDraft, addMarks, keepStandingMarks, markReviewed, refuseUnreviewedClaims, reviewAiDraft, type AcceptAiDraftData } from './ai-drafts.rules.js';
import type { AiDraftTarget } from '@pathwise/event-schemas';

/** What an author asks of a course; the handler adds who asks. */
export type CourseRequest =
  | { type: 'DraftCourse'; data: { courseId: string; creatorId: string; details: CourseDetails } }
  | { type: 'EditCourseDetails'; data: { details: CourseDetails } }
  /** The cover alone, against the details as they stand, so an upload never undoes an edit its author has not seen. */
  | { type: 'ChangeCourseCover'; data: { coverImageUrl: string | null } }
  /** `lessonTexts`: the co-edited text of lessons, folded into their first text block as the version is frozen. */
  | { type: 'PublishCourse'; data?: { lessonTexts: Readonly<Record<string, string>> } }
  | { type: 'ArchiveCourse' }
  | { type: 'ReturnCourseToDraft' }
  | { type: 'AddCoAuthor'; data: { userId: string } }
  | { type: 'RemoveCoAuthor'; data: { userId: string } }
  | { type: 'DefineSkill'; data: { skill: Skill } }
  | { type: 'RemoveSkill'; data: { skillId: string } }
  | { type: 'AddModule'; data: { moduleId: string; title: string } }
  | { type: 'RenameModule'; data: { moduleId: string; title: string } }
  | { type: 'RemoveModule'; data: { moduleId: string } }
  | { type: 'AddLesson'; data: { moduleId: string; lesson: Lesson } }
  | { type: 'EditLesson'; data: { lesson: Lesson } }
  | { type: 'RemoveLesson'; data: { lessonId: string } }
  | { type: 'AddQuiz'; data: { moduleId: string; quiz: Quiz } }
  | { type: 'EditQuiz'; data: { quiz: Quiz } }
  | { type: 'RemoveQuiz'; data: { quizId: string } }
  | { type: 'CorrectAnswerKey'; data: { quizId: string; itemId: string; answerKey: AnswerKey; reason: string } }
  /** `content` is the course as it stood at `version`, folded by the caller from the stream. */
  | { type: 'RestoreVersion'; data: { version: number; content: CourseContent | null } }
  /** An AI draft taken into a lesson (its blocks after the lesson's own) or as a new quiz for a lesson. */
  | { type: 'AcceptAiDraft'; data: AcceptAiDraftData }
  /** A person vouches for the AI-drafted block or item at `index`. */
  | { type: 'ReviewAiDraft'; data: { target: AiDraftTarget; index: number } };

/** Who asks: only the creator and co-authors edit; some steps are the creator's alone. */
export interface CourseCommandMetadata {
  readonly actorId: string;
}

export type CourseCommand = CourseRequest & { readonly metadata: CourseCommandMetadata };

export const NOT_AN_AUTHOR = "Only the course's creator and its co-authors can edit it.";
export const NOT_THE_CREATOR = "Only the course's creator can publish, archive or return it to draft, and manage co-authors.";
export const ARCHIVED = 'An archived course cannot be edited; return it to draft first.';

const invalid = (pointer: string, detail: string) => DomainError.invalid([{ pointer, detail }]);

function draftCourse(command: Extract<CourseCommand, { type: 'DraftCourse' }>, state: CourseState | null): CourseEvent[] {
  const { courseId, creatorId, details } = command.data;
  if (state) {
    // A course changed since its draft is no longer what the create asked for, so a late retry of it is a clash too.
    const drafted = { actorId: state.creatorId, payload: { version: state.version, details: state.details } };
    assertRetryOf({ pointer: '#/body/courseId', value: courseId }, drafted, { actorId: creatorId, payload: { version: 1, details } });
    return [];
  }
  return [{ type: 'CourseDrafted', data: { courseId, creatorId, ...details } }];
}

function lifecycle(command: Extract<CourseCommand, { type: 'PublishCourse' | 'ArchiveCourse' | 'ReturnCourseToDraft' }>, state: CourseState): CourseEvent[] {
  const { courseId } = state;
  switch (command.type) {
    case 'PublishCourse': {
      if (state.status === 'archived') throw DomainError.conflict(ARCHIVED);
      if (!state.modules.some((module) => module.lessons.length > 0)) {
        throw DomainError.conflict('A course needs at least one lesson before it is published.');
      }
      const edits = lessonTextEdits(state, command.data?.lessonTexts ?? {});
      // The co-edited text folded in is a person's edit: it clears the marks of the blocks it changes.
      refuseUnreviewedClaims(edits.reduce<CourseState>((current, edit) => evolveCourse(current, edit, current.version + 1) ?? current, state));
      // Published and unchanged since: publishing again would freeze the same content twice.
      if (state.status === 'published' && state.publishedVersion === state.version && edits.length === 0) return [];
      return [...edits, { type: 'CoursePublished', data: { courseId } }];
    }
    case 'ArchiveCourse':
      return state.status === 'archived' ? [] : [{ type: 'CourseArchived', data: { courseId } }];
    case 'ReturnCourseToDraft':
      return state.status === 'draft' ? [] : [{ type: 'CourseReturnedToDraft', data: { courseId } }];
  }
}

/** Lessons whose co-edited text differs from their first text block, edited to carry it. */
function lessonTextEdits(state: CourseState, lessonTexts: Readonly<Record<string, string>>): CourseEvent[] {
  return state.modules.flatMap((module) =>
    module.lessons.flatMap((lesson): CourseEvent[] => {
      const text = lessonTexts[lesson.lessonId];
      if (text === undefined) return [];
      const first = lesson.blocks.findIndex((block) => block.kind === 'text');
      const current = first >= 0 ? (lesson.blocks[first] as { text: string }).text : null;
      if (current === text || (current === null && text === '')) return [];
      const blocks = first >= 0 ? lesson.blocks.map((block, index) => (index === first ? { kind: 'text' as const, text } : block)) : [{ kind: 'text' as const, text }, ...lesson.blocks];
      return [{ type: 'LessonEdited', data: { courseId: state.courseId, ...lesson, blocks } }];
    }),
  );
}

function defineSkill(skill: Skill, state: CourseState): CourseEvent[] {
  const current = state.skills.find((each) => each.skillId === skill.skillId);
  if (current && sameData(current, skill)) return [];
  const problems = new Problems();
  skill.prerequisiteIds.forEach((id, index) => {
    if (id === skill.skillId) problems.add(`#/body/prerequisiteIds/${index}`, 'A skill cannot be its own prerequisite');
  });
  checkSkillReferences(state, skill.prerequisiteIds.filter((id) => id !== skill.skillId), '#/body/prerequisiteIds', problems);
  problems.throwIfAny();
  if (wouldMakeCycle(state.skills, skill)) throw invalid('#/body/prerequisiteIds', 'These prerequisites would make a cycle');
  return [{ type: 'SkillDefined', data: { courseId: state.courseId, ...skill } }];
}

function removeSkill(skillId: string, state: CourseState): CourseEvent[] {
  if (!state.skills.some((skill) => skill.skillId === skillId)) return [];
  const lessons = state.modules.flatMap((module) => module.lessons).filter((lesson) => lesson.skillIds.includes(skillId));
  const items = state.modules.flatMap((module) => module.quizzes.flatMap((quiz) => quiz.items)).filter((item) => item.skillIds.includes(skillId));
  const dependents = state.skills.filter((skill) => skill.prerequisiteIds.includes(skillId));
  if (lessons.length + items.length + dependents.length > 0) {
    throw DomainError.conflict(
      `Skill "${skillId}" is still used by ${lessons.length} lesson(s), ${items.length} quiz item(s) and ${dependents.length} skill(s) as a prerequisite`,
    );
  }
  return [{ type: 'SkillRemoved', data: { courseId: state.courseId, skillId } }];
}

const moduleOf = (state: CourseState, moduleId: string) => state.modules.find((module) => module.moduleId === moduleId) ?? null;

function lessonCommand(command: Extract<CourseCommand, { type: 'AddLesson' | 'EditLesson' }>, state: CourseState): CourseEvent[] {
  const { lesson } = command.data;
  const current = findLesson(state, lesson.lessonId);
  const problems = new Problems();
  if (command.type === 'AddLesson') {
    if (current) {
      if (sameData(current, lesson)) return [];
      throw DomainError.conflict(`A lesson with id "${lesson.lessonId}" already exists`, [{ pointer: '#/body/lessonId', detail: 'Already taken' }]);
    }
    if (!moduleOf(state, command.data.moduleId)) problems.add('#/body/moduleId', `Unknown module "${command.data.moduleId}"`);
  } else {
    if (!current) throw DomainError.notFound(`No lesson "${lesson.lessonId}" in this course`);
    if (sameData(current, lesson)) return [];
  }
  checkSkillReferences(state, lesson.skillIds, '#/body/skillIds', problems);
  checkLessonChecks(state, lesson.blocks, '#/body/blocks', problems);
  problems.throwIfAny();
  return command.type === 'AddLesson'
    ? [{ type: 'LessonAdded', data: { courseId: state.courseId, moduleId: command.data.moduleId, ...lesson } }]
    : [{ type: 'LessonEdited', data: { courseId: state.courseId, ...lesson } }];
}

function quizCommand(command: Extract<CourseCommand, { type: 'AddQuiz' | 'EditQuiz' }>, state: CourseState): CourseEvent[] {
  const { quiz } = command.data;
  const current = findQuiz(state, quiz.quizId);
  const problems = new Problems();
  if (command.type === 'AddQuiz') {
    if (current) {
      if (sameData(current, quiz)) return [];
      throw DomainError.conflict(`A quiz with id "${quiz.quizId}" already exists`, [{ pointer: '#/body/quizId', detail: 'Already taken' }]);
    }
    if (!moduleOf(state, command.data.moduleId)) problems.add('#/body/moduleId', `Unknown module "${command.data.moduleId}"`);
  } else {
    if (!current) throw DomainError.notFound(`No quiz "${quiz.quizId}" in this course`);
    if (sameData(current, quiz)) return [];
    if (state.publishedVersion !== null) {
      quiz.items.forEach((item, index) => {
        const before = current.items.find((each) => each.itemId === item.itemId);
        if (before && !sameData(before.answerKey, item.answerKey)) {
          problems.add(`#/body/items/${index}/answerKey`, 'Learners have answered this item: correct its key with an answer-key correction, which regrades their attempts');
        }
      });
    }
  }
  checkQuizItems(state, quiz.items, '#/body/items', problems);
  problems.throwIfAny();
  return command.type === 'AddQuiz'
    ? [{ type: 'QuizAdded', data: { courseId: state.courseId, moduleId: command.data.moduleId, ...quiz } }]
    : [{ type: 'QuizEdited', data: { courseId: state.courseId, ...quiz } }];
}

function correctAnswerKey(data: Extract<CourseCommand, { type: 'CorrectAnswerKey' }>['data'], state: CourseState): CourseEvent[] {
  const item = findQuiz(state, data.quizId)?.items.find((each) => each.itemId === data.itemId);
  if (!item) throw DomainError.notFound(`No item "${data.itemId}" in quiz "${data.quizId}" of this course`);
  if (sameData(item.answerKey, data.answerKey)) return [];
  const problems = new Problems();
  checkAnswerKey(item, data.answerKey, '#/body/answerKey', problems);
  problems.throwIfAny();
  return [{ type: 'AnswerKeyCorrected', data: { courseId: state.courseId, ...data } }];
}

function restoreVersion(data: Extract<CourseCommand, { type: 'RestoreVersion' }>['data'], state: CourseState): CourseEvent[] {
  if (data.version >= state.version || !data.content) {
    throw invalid('#/params/version', `Pick an earlier version, from 1 to ${state.version - 1}`);
  }
  const { details, skills, modules } = data.content;
  if (sameData({ details, skills, modules }, { details: state.details, skills: state.skills, modules: state.modules })) return [];
  return [{ type: 'CourseVersionRestored', data: { courseId: state.courseId, restoredVersion: data.version, details, skills: [...skills], modules: [...modules] } }];
}

/** Inviting a co-author is the creator's alone, like adding one; the invitation lives on the invitee's address. */
export function refuseUnlessCreator(state: CourseState | null, actorId: string): asserts state is CourseState {
  if (!state) throw DomainError.notFound('No such course');
  if (state.creatorId === actorId) return;
  throw DomainError.accessDenied(state.coAuthorIds.includes(actorId) ? NOT_THE_CREATOR : NOT_AN_AUTHOR);
}

const creatorOnly = new Set<CourseCommand['type']>(['PublishCourse', 'ArchiveCourse', 'ReturnCourseToDraft', 'AddCoAuthor', 'RemoveCoAuthor']);
const allowedWhenArchived = new Set<CourseCommand['type']>(['ArchiveCourse', 'ReturnCourseToDraft', 'PublishCourse', 'AddCoAuthor', 'RemoveCoAuthor']);

const editDetails = (state: CourseState, details: CourseDetails): CourseEvent[] =>
  sameData(state.details, details) ? [] : [{ type: 'CourseDetailsEdited', data: { courseId: state.courseId, ...details } }];

/** Pure: the state comes from the course's stream, the actor with the command; the caller appends what it returns. */
function decideCourse(command: CourseCommand, state: CourseState | null): CourseEvent[] {
  const { metadata } = command;
  if (command.type === 'DraftCourse') return draftCourse(command, state);
  if (!state) throw DomainError.notFound('No such course');
  const isCreator = state.creatorId === metadata.actorId;
  if (!isCourseStaff(state, metadata.actorId)) throw DomainError.accessDenied(NOT_AN_AUTHOR);
  if (creatorOnly.has(command.type) && !isCreator) throw DomainError.accessDenied(NOT_THE_CREATOR);
  if (state.status === 'archived' && !allowedWhenArchived.has(command.type)) throw DomainError.conflict(ARCHIVED);
  const { courseId } = state;
  switch (command.type) {
    case 'EditCourseDetails':
      return editDetails(state, command.data.details);
    case 'ChangeCourseCover':
      return editDetails(state, { ...state.details, coverImageUrl: command.data.coverImageUrl });
    case 'PublishCourse':
    case 'ArchiveCourse':
    case 'ReturnCourseToDraft':
      return lifecycle(command, state);
    case 'AddCoAuthor':
      if (command.data.userId === state.creatorId) throw invalid('#/body/email', 'That is the creator, who edits the course already');
      return state.coAuthorIds.includes(command.data.userId) ? [] : [{ type: 'CoAuthorAdded', data: { courseId, userId: command.data.userId } }];
    case 'RemoveCoAuthor':
      return state.coAuthorIds.includes(command.data.userId) ? [{ type: 'CoAuthorRemoved', data: { courseId, userId: command.data.userId } }] : [];
    case 'DefineSkill':
      return defineSkill(command.data.skill, state);
    case 'RemoveSkill':
      return removeSkill(command.data.skillId, state);
    case 'AddModule': {
      const current = moduleOf(state, command.data.moduleId);
      if (current?.title === command.data.title) return [];
      if (current) throw DomainError.conflict(`A module with id "${command.data.moduleId}" already exists`, [{ pointer: '#/body/moduleId', detail: 'Already taken' }]);
      return [{ type: 'ModuleAdded', data: { courseId, ...command.data } }];
    }
    case 'RenameModule': {
      const current = moduleOf(state, command.data.moduleId);
      if (!current) throw DomainError.notFound(`No module "${command.data.moduleId}" in this course`);
      return current.title === command.data.title ? [] : [{ type: 'ModuleRenamed', data: { courseId, ...command.data } }];
    }
    case 'RemoveModule': {
      const current = moduleOf(state, command.data.moduleId);
      if (!current) return [];
      if (current.lessons.length + current.quizzes.length > 0) throw DomainError.conflict('Remove the lessons and quizzes of this module first.');
      return [{ type: 'ModuleRemoved', data: { courseId, moduleId: command.data.moduleId } }];
    }
    case 'AddLesson':
    case 'EditLesson':
      return lessonCommand(command, state);
    case 'RemoveLesson':
      return findLesson(state, command.data.lessonId) ? [{ type: 'LessonRemoved', data: { courseId, lessonId: command.data.lessonId } }] : [];
    case 'AddQuiz':
    case 'EditQuiz':
      return quizCommand(command, state);
    case 'RemoveQuiz':
      return findQuiz(state, command.data.quizId) ? [{ type: 'QuizRemoved', data: { courseId, quizId: command.data.quizId } }] : [];
    case 'CorrectAnswerKey':
      return correctAnswerKey(command.data, state);
    case 'RestoreVersion':
      return restoreVersion(command.data, state);
    case 'AcceptAiDraft':
      return acceptAiDraft(command.data, state);
    case 'ReviewAiDraft':
      return reviewAiDraft(command.data, state);
    default: {
      const unknown: never = command;
      throw new Error(`Unknown course command ${(unknown as { type: string }).type}`);
    }
  }
}

const mapModules = (state: CourseState, change: (module: CourseModule) => CourseModule): CourseState => ({
  ...state,
  modules: state.modules.map(change),
});

/** Applies one event. `version` is the event's stream version (one-based). */
function evolveCourse(state: CourseState | null, event: CourseEvent, version: number): CourseState | null {
  const next = evolveContent(state, event, version);
  return next && marksMayChange.has(event.type) ? keepStandingMarks(next) : next;
}

/** Events that can change a drafted block or item, and so take its AI mark away. */
const marksMayChange: ReadonlySet<CourseEvent['type']> = new Set([
  'LessonEdited', 'LessonRemoved', 'QuizEdited', 'QuizRemoved', 'AnswerKeyCorrected', 'CourseVersionRestored',
]);

function evolveContent(state: CourseState | null, event: CourseEvent, version: number): CourseState | null {
  if (event.type === 'CourseDrafted') {
    const { courseId, creatorId, ...details } = event.data;
    return { courseId, creatorId, coAuthorIds: [], status: 'draft', version, publishedVersion: null, details, skills: [], modules: [], aiMarks: [] };
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
    case 'AiDraftAccepted':
      return addMarks(next, event.data);
    case 'AiDraftReviewed':
      return markReviewed(next, event.data);
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
  'AiDraftAccepted', 'AiDraftReviewed',
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

/** A course event as its stream recorded it: its version is what publishing freezes and a restore returns to. */
export interface RecordedCourseEvent {
  readonly type: string;
  readonly data: unknown;
  readonly streamVersion: number;
}

/** A course does not exist before its draft; its stream may carry events that are not the course's own. */
export const courseDecider: Decider<CourseCommand, CourseState | null, CourseEvent, RecordedCourseEvent> = {
  decide: decideCourse,
  evolve: (state, event) => (isCourseEvent(event as CourseEvent) ? evolveCourse(state, event as CourseEvent, event.streamVersion) : state),
  initialState: () => null,
};
