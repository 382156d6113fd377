import type { CourseModule, LessonBlock, Quiz, QuizItem } from '@pathwise/event-schemas';
import { sameData } from './course.rules.js';
import type { CourseContent, CourseEvent } from './course.state.js';
import { diffLines, type DiffLine } from './line-diff.rules.js';

export interface CourseChange {
  readonly kind: 'added' | 'removed' | 'changed';
  readonly label: string;
  readonly before: string | null;
  readonly after: string | null;
  readonly lines: DiffLine[] | null;
}

/** One line saying what a version did, for the version list. */
export function summarizeCourseEvent(event: CourseEvent): string {
  switch (event.type) {
    case 'CourseDrafted':
      return `Started the course "${event.data.title}"`;
    case 'CourseDetailsEdited':
      return 'Edited the course details';
    case 'CoursePublished':
      return 'Published this version';
    case 'CourseArchived':
      return 'Archived the course';
    case 'CourseReturnedToDraft':
      return 'Returned the course to draft';
    case 'CoAuthorAdded':
      return 'Added a co-author';
    case 'CoAuthorRemoved':
      return 'Removed a co-author';
    case 'SkillDefined':
      return `Defined the skill "${event.data.name}"`;
    case 'SkillRemoved':
      return `Removed the skill ${event.data.skillId}`;
    case 'ModuleAdded':
      return `Added the module "${event.data.title}"`;
    case 'ModuleRenamed':
      return `Renamed a module to "${event.data.title}"`;
    case 'ModuleRemoved':
      return 'Removed a module';
    case 'LessonAdded':
      return `Added the lesson "${event.data.title}"`;
    case 'LessonEdited':
      return `Edited the lesson "${event.data.title}"`;
    case 'LessonRemoved':
      return 'Removed a lesson';
    case 'QuizAdded':
      return `Added the quiz "${event.data.title}"`;
    case 'QuizEdited':
      return `Edited the quiz "${event.data.title}"`;
    case 'QuizRemoved':
      return 'Removed a quiz';
    case 'AnswerKeyCorrected':
      return `Corrected an answer key: ${event.data.reason}`;
    case 'CourseVersionRestored':
      return `Restored version ${event.data.restoredVersion}`;
    case 'AiDraftAccepted':
      return `Accepted ${event.data.pieces.length} AI-drafted ${event.data.target.kind === 'lesson' ? 'block(s)' : 'question(s)'} from ${event.data.provenance.provider} (${event.data.provenance.model})`;
    case 'AiDraftReviewed':
      return `Reviewed an AI-drafted ${event.data.target.kind === 'lesson' ? 'block' : 'question'}`;
  }
}

const itemText = (item: QuizItem, number: number) => {
  const options = item.options.map((option) => `   ${item.answerKey.correctOptionIds.includes(option.optionId) ? '[x]' : '[ ]'} ${option.text}`);
  const accepted = item.answerKey.acceptedAnswers.map((answer) => `   accepts: ${answer}`);
  const expected = item.answerKey.numeric ? [`   expects: ${item.answerKey.numeric.value} ± ${item.answerKey.numeric.tolerance} ${item.answerKey.numeric.unit}`.trimEnd()] : [];
  return [`${number}. ${item.prompt} (${item.kind}, difficulty ${item.difficulty})`, ...options, ...accepted, ...expected, `   why: ${item.explanation}`].join('\n');
};

function blockText(block: LessonBlock): string {
  switch (block.kind) {
    case 'text':
      return block.text;
    case 'video':
      return `[video] ${block.url} ${block.caption}`.trim();
    case 'attachment':
      return `[attachment] ${block.name}`;
    case 'image':
      return `[image] ${block.alt} ${block.caption}`.trim();
    case 'audio':
      return `[audio] ${block.caption}`.trim();
    case 'check':
      return `[check yourself]\n${itemText(block.item, 1)}`;
  }
}

const quizText = (quiz: Quiz) => [`Pass at ${quiz.passingScore}%`, ...quiz.items.map((item, index) => itemText(item, index + 1))].join('\n');

/** Compares two entities by id: additions, removals, and the changed fields of those on both sides. */
function compareById<T>(
  before: readonly T[],
  after: readonly T[],
  idOf: (each: T) => string,
  describe: (each: T) => string,
  fields: readonly [string, (each: T) => string][],
  changes: CourseChange[],
): void {
  const old = new Map(before.map((each) => [idOf(each), each]));
  const fresh = new Map(after.map((each) => [idOf(each), each]));
  for (const [id, each] of old) if (!fresh.has(id)) changes.push({ kind: 'removed', label: describe(each), before: describe(each), after: null, lines: null });
  for (const [id, each] of fresh) {
    const previous = old.get(id);
    if (!previous) {
      changes.push({ kind: 'added', label: describe(each), before: null, after: describe(each), lines: null });
      continue;
    }
    if (sameData(previous, each)) continue;
    for (const [field, read] of fields) {
      const was = read(previous);
      const now = read(each);
      if (was === now) continue;
      const long = was.includes('\n') || now.includes('\n');
      changes.push({ kind: 'changed', label: `${describe(each)}: ${field}`, before: was, after: now, lines: long ? diffLines(was, now) : null });
    }
  }
}

const lessonsOf = (modules: readonly CourseModule[]) => modules.flatMap((module) => module.lessons.map((lesson) => ({ ...lesson, moduleTitle: module.title })));
const quizzesOf = (modules: readonly CourseModule[]) => modules.flatMap((module) => module.quizzes.map((quiz) => ({ ...quiz, moduleTitle: module.title })));

/** What changed between two versions of a course's content, in words an author reads. */
export function diffCourseContent(before: CourseContent | null, after: CourseContent): CourseChange[] {
  const changes: CourseChange[] = [];
  const base: CourseContent = before ?? { details: { ...after.details, title: '', subtitle: '', description: '', tags: [] }, skills: [], modules: [] };
  const detailFields = ['title', 'subtitle', 'description', 'coverImageUrl', 'language', 'level', 'priceCents', 'currency', 'tags'] as const;
  for (const field of detailFields) {
    const was = JSON.stringify(base.details[field]);
    const now = JSON.stringify(after.details[field]);
    if (was === now) continue;
    const text = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));
    const long = field === 'description';
    changes.push({
      kind: 'changed',
      label: `Course ${field}`,
      before: text(base.details[field]),
      after: text(after.details[field]),
      lines: long ? diffLines(text(base.details[field]), text(after.details[field])) : null,
    });
  }
  compareById(base.skills, after.skills, (skill) => skill.skillId, (skill) => `Skill "${skill.name}"`, [
    ['name', (skill) => skill.name],
    ['prerequisites', (skill) => skill.prerequisiteIds.join(', ')],
  ], changes);
  compareById(base.modules, after.modules, (module) => module.moduleId, (module) => `Module "${module.title}"`, [['title', (module) => module.title]], changes);
  compareById(lessonsOf(base.modules), lessonsOf(after.modules), (lesson) => lesson.lessonId, (lesson) => `Lesson "${lesson.title}"`, [
    ['title', (lesson) => lesson.title],
    ['module', (lesson) => lesson.moduleTitle],
    ['text', (lesson) => lesson.blocks.map(blockText).join('\n')],
    ['estimated minutes', (lesson) => String(lesson.estimatedMinutes)],
    ['skills', (lesson) => lesson.skillIds.join(', ')],
  ], changes);
  compareById(quizzesOf(base.modules), quizzesOf(after.modules), (quiz) => quiz.quizId, (quiz) => `Quiz "${quiz.title}"`, [
    ['title', (quiz) => quiz.title],
    ['module', (quiz) => quiz.moduleTitle],
    ['items', quizText],
  ], changes);
  return changes;
}
