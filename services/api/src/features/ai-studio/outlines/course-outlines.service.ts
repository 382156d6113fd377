import { randomUUID } from 'node:crypto';
import { MAX_OUTLINE_MATERIALS } from '@pathwise/contracts';
import type {
  CourseOutlinePreview,
  CreateCourseFromOutlineRequest,
  CreateCourseFromOutlineResponse,
  DraftOutlineRequest,
  DraftOutlineResponse,
  EditedOutline,
  SourceMaterial,
} from '@pathwise/contracts';
import { LessonBlock, QuizItem, type Language, type Lesson, type Quiz } from '@pathwise/event-schemas';
import type { z } from 'zod';
import { AccessDeniedError, ConflictError, InvalidRequestError, type FieldError } from '../../../http/http-errors.js';
import type { Actor } from '../../../kernel/actor.js';
import type { FileStorage } from '../../../infrastructure/file-storage/file-storage.js';
import type { CourseCommands, CourseRequest } from '../../courses/index.js';
import type { MaterialCommands } from '../../materials/index.js';
import { creditsForMaterial, sourceReference, type AiGenerations } from '../ai-generations.service.js';
import { NothingToDraftError, builtInProvider } from '../built-in/built-in-provider.js';
import { draftLesson } from '../built-in/lesson-drafting.js';
import { readMaterial, type ReadMaterial } from '../built-in/material-retrieval.js';
import { draftOutline } from '../built-in/outline-drafting.js';
import { draftQuizItems } from '../built-in/quiz-drafting.js';
import { readCreatorMaterial, type MaterialFile } from '../material-text/creator-material.js';

type DraftInput = z.output<typeof DraftOutlineRequest>;
type CreateInput = z.output<typeof CreateCourseFromOutlineRequest>;

/** Quiz items drafted per lesson for its module's quiz: enough to check the lesson, few enough to review. */
const QUIZ_ITEMS_PER_LESSON = 3;
const PASSING_SCORE = 70;
const MAX_LESSON_BLOCKS = 200;
const MAX_LESSON_MINUTES = 600;
const MAX_TEXT_BLOCK = 50_000;
const MATERIAL_POINTER = '#/body/materialIds';

const quizTitle: Record<Language, (module: string) => string> = {
  en: (module) => `${module}: quiz`,
  es: (module) => `${module}: cuestionario`,
  fr: (module) => `${module} : quiz`,
};

/**
 * The outline generator: an outline drafted from the creator's material (built-in drafting, by extraction), and
 * the draft course made from the outline the creator edited, through the course's own commands. Both are
 * generations: credits are taken before the work and given back if it fails.
 */
export class CourseOutlines {
  constructor(
    private readonly deps: {
      readonly generations: AiGenerations;
      readonly courses: CourseCommands;
      readonly materials: MaterialCommands;
      readonly files: FileStorage;
    },
  ) {}

  async draft(actor: Actor, request: DraftInput, requestId: string): Promise<DraftOutlineResponse> {
    const files = await this.#material(actor, request);
    const job = { task: 'course_outline' as const, credits: creditsForMaterial(files.map((file) => file.text)), provider: builtInProvider, materialPointer: MATERIAL_POINTER };
    const charged = await this.deps.generations.charged(actor, job, requestId, async () => outlineOf(files, request));
    return {
      generationId: charged.generationId,
      provider: builtInProvider.name,
      model: builtInProvider.model,
      outline: charged.value,
      creditsSpent: charged.creditsSpent,
      creditsLeft: charged.creditsLeft,
    };
  }

  async createCourse(actor: Actor, request: CreateInput, requestId: string): Promise<CreateCourseFromOutlineResponse> {
    const files = await this.#material(actor, request);
    const read = readMaterial({ prompt: request.title, material: files.map((file) => file.text), language: request.language });
    refuseOutlineOutsideMaterial(request.outline, read);
    if ((await this.deps.courses.load(request.courseId)).state) {
      throw new ConflictError(`Course ${request.courseId} already exists; open it in the editor`, [{ pointer: '#/body/courseId', detail: 'Already taken' }]);
    }
    const job = { task: 'course_outline' as const, credits: creditsForMaterial(files.map((file) => file.text)), provider: builtInProvider, materialPointer: MATERIAL_POINTER };
    const charged = await this.deps.generations.charged(actor, job, requestId, () => this.#write(actor, request, read, requestId));
    return { ...charged.value, creditsSpent: charged.creditsSpent, creditsLeft: charged.creditsLeft };
  }

  async #material(actor: Actor, request: { readonly materialIds: readonly string[]; readonly texts: readonly SourceMaterial[] }): Promise<MaterialFile[]> {
    if (actor.role === 'student') {
      throw new AccessDeniedError('Drafting courses is for creators and instructors.', [{ pointer: MATERIAL_POINTER, detail: 'Only creators and instructors draft courses' }]);
    }
    if (request.materialIds.length + request.texts.length === 0) {
      throw new InvalidRequestError([{ pointer: MATERIAL_POINTER, detail: 'Give the material to draft from: an uploaded PDF, Markdown or text file, or pasted text' }]);
    }
    if (request.materialIds.length + request.texts.length > MAX_OUTLINE_MATERIALS) {
      throw new InvalidRequestError([{ pointer: MATERIAL_POINTER, detail: `Draft from at most ${MAX_OUTLINE_MATERIALS} files at once` }]);
    }
    return readCreatorMaterial(this.deps, actor, request);
  }

  /**
   * The course through its own commands, decided one after another and stored together: the draft, the skills the
   * lessons teach, then per module its lessons (drafted from their sections) and a quiz of their items.
   */
  async #write(actor: Actor, request: CreateInput, read: readonly ReadMaterial[], requestId: string) {
    const { courseId, outline, language } = request;
    const details = { title: request.title, subtitle: '', description: '', coverImageUrl: null, language, level: request.level, priceCents: 0, currency: 'USD' as const, tags: [] };
    const commands: CourseRequest[] = [{ type: 'DraftCourse', data: { courseId, creatorId: actor.userId, details } }];
    const taught = new Set(outline.modules.flatMap((module) => module.lessons.map((lesson) => lesson.skill)));
    const skillIds = new Map<number, string>();
    for (const [index, skill] of outline.skills.entries()) {
      if (!taught.has(index)) continue;
      const skillId = randomUUID();
      const prerequisiteIds = skill.prerequisites.flatMap((prerequisite) => (skillIds.has(prerequisite) ? [skillIds.get(prerequisite)!] : []));
      commands.push({ type: 'DefineSkill', data: { skill: { skillId, name: skill.name, prerequisiteIds } } });
      skillIds.set(index, skillId);
    }
    let lessons = 0;
    let quizzes = 0;
    for (const module of outline.modules) {
      const moduleId = randomUUID();
      commands.push({ type: 'AddModule', data: { moduleId, title: module.title } });
      const items = new Map<string, QuizItem>();
      for (const planned of module.lessons) {
        const { document, statements } = read[planned.material]!;
        const skill = [skillIds.get(planned.skill)!];
        const drafted = draftLesson(document, statements, { section: planned.section, skillIds: skill });
        const lesson: Lesson = {
          lessonId: randomUUID(),
          title: planned.title,
          blocks: drafted.blocks.map(({ block }) => fitted(block)).filter(fitsLesson).slice(0, MAX_LESSON_BLOCKS),
          estimatedMinutes: Math.min(MAX_LESSON_MINUTES, drafted.estimatedMinutes),
          skillIds: skill,
        };
        commands.push({ type: 'AddLesson', data: { moduleId, lesson } });
        lessons++;
        const drafts = draftQuizItems(statements, { language, sections: [planned.section], skillIds: skill, maxItems: QUIZ_ITEMS_PER_LESSON });
        for (const { item } of drafts) if (!items.has(item.itemId) && fitsQuiz(item)) items.set(item.itemId, item);
      }
      if (items.size > 0) {
        const quiz: Quiz = { quizId: randomUUID(), title: quizTitle[language](module.title).slice(0, 120), passingScore: PASSING_SCORE, items: [...items.values()].slice(0, 100) };
        commands.push({ type: 'AddQuiz', data: { moduleId, quiz } });
        quizzes++;
      }
    }
    const { version } = await this.deps.courses.draftWhole(courseId, commands, { actor, requestId });
    return { courseId, version, modules: outline.modules.length, lessons, quizzes, skills: skillIds.size };
  }
}

/** A text block within a lesson block's length: material with one endless paragraph is cut, not refused. */
const fitted = (block: LessonBlock): LessonBlock => (block.kind === 'text' ? { ...block, text: block.text.slice(0, MAX_TEXT_BLOCK) } : block);
/** What the material gave that a course can hold (a sentence too long for a question is left out). */
const fitsLesson = (block: LessonBlock) => LessonBlock.safeParse(block).success;
const fitsQuiz = (item: QuizItem) => QuizItem.safeParse(item).success;

/** Per file its outline, joined in the files' order: lessons name their file, and skills keep their prerequisites. */
function outlineOf(files: readonly MaterialFile[], request: DraftInput): CourseOutlinePreview {
  const read = readMaterial({ prompt: request.topic, material: files.map((file) => file.text), language: request.language });
  const modules: CourseOutlinePreview['modules'] = [];
  const skills: CourseOutlinePreview['skills'] = [];
  read.forEach(({ document, statements }, material) => {
    if (!document.sections.some((section) => section.passages.length > 0)) return;
    const drafted = draftOutline(document, statements, request.topic);
    const offset = skills.length;
    skills.push(...drafted.skills.map((skill) => ({ name: skill.name.slice(0, 120), prerequisites: skill.prerequisites.map((index) => index + offset) })));
    for (const module of drafted.modules) {
      modules.push({
        title: module.title.slice(0, 120),
        lessons: module.lessons.map((lesson) => ({
          title: lesson.title.slice(0, 120),
          material,
          section: lesson.section,
          skill: lesson.skill + offset,
          sources: lesson.sources.map(sourceReference),
          quizItems: draftQuizItems(statements, { language: request.language, sections: [lesson.section], skillIds: [], maxItems: QUIZ_ITEMS_PER_LESSON })
            .map(({ item }) => item)
            .filter(fitsQuiz),
        })),
      });
    }
  });
  if (modules.length === 0) throw new NothingToDraftError();
  const fileList = files.map((file) => ({ materialId: file.materialId, fileName: file.text.fileName, pages: file.text.pages.length }));
  return { title: request.topic, files: fileList, modules, skills };
}

/** Every lesson of the edited outline names a section with text in a file given, and a skill of the outline. */
function refuseOutlineOutsideMaterial(outline: EditedOutline, read: readonly ReadMaterial[]): void {
  const problems: FieldError[] = [];
  outline.modules.forEach((module, moduleIndex) =>
    module.lessons.forEach((lesson, lessonIndex) => {
      const at = `#/body/outline/modules/${moduleIndex}/lessons/${lessonIndex}`;
      const file = read[lesson.material];
      if (!file) problems.push({ pointer: `${at}/material`, detail: `There are ${read.length} files; number ${lesson.material} is not one of them` });
      else if (!(file.document.sections[lesson.section]?.passages.length ?? 0)) {
        problems.push({ pointer: `${at}/section`, detail: `${file.document.file} has no section ${lesson.section} with text` });
      }
      if (lesson.skill >= outline.skills.length) problems.push({ pointer: `${at}/skill`, detail: `The outline has ${outline.skills.length} skills` });
    }),
  );
  outline.skills.forEach((skill, index) =>
    skill.prerequisites.forEach((prerequisite, at) => {
      if (prerequisite >= index) problems.push({ pointer: `#/body/outline/skills/${index}/prerequisites/${at}`, detail: 'A prerequisite comes before the skill that needs it' });
    }),
  );
  if (problems.length > 0) throw new InvalidRequestError(problems);
}
