import { describe, expect, it } from 'vitest';
import { demoLessonTexts, type DemoCheck, type DemoCourse, type DemoFigure, type DemoLesson, type DemoQuizItem } from './demo-course.js';
import { demoCourseContent } from './demo-course-content.js';
import { demoCoverSvg } from './demo-course-cover.js';
import { demoCourses } from './demo-world.js';

/** The words a reader reads: formulas and code left out, Markdown marks ignored. */
function proseWords(markdown: string): string[] {
  const prose = markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/\$\$[\s\S]*?\$\$/g, ' ')
    .replace(/\$[^$\n]*\$/g, ' ')
    .replace(/\[![A-Z]+\]/g, ' ');
  return prose.match(/\p{L}[\p{L}\p{M}'’-]*/gu) ?? [];
}

/** Lower case, without Markdown's emphasis and code marks, spaces collapsed: how a statement is looked for. */
const comparable = (text: string) => text.toLowerCase().replace(/[*_`]/g, '').replace(/\s+/g, ' ');

/** What a learner must give to be right: the right options' texts, an accepted answer, or the number. */
function correctAnswersOf(item: DemoQuizItem): { all: string[] } | { any: string[] } {
  if (item.kind === 'short_answer') return { any: item.answerKey.acceptedAnswers };
  if (item.kind === 'numeric') {
    const value = String(item.answerKey.numeric!.value);
    return { any: [value, value.replace('.', ',')] };
  }
  return { all: item.options.filter((option) => item.answerKey.correctOptionIds.includes(option.optionId)).map((option) => option.text) };
}

/** Whether a text states an item's correct answer: every right option's text, or one accepted answer or number. */
function statesAnswerOf(text: string, item: DemoQuizItem): boolean {
  const taught = comparable(text);
  const answers = correctAnswersOf(item);
  return 'all' in answers ? answers.all.every((answer) => taught.includes(comparable(answer))) : answers.any.some((answer) => taught.includes(comparable(answer)));
}

const lessonsOf = (course: DemoCourse) => course.modules.flatMap((module) => module.lessons);
const itemsOf = (course: DemoCourse) => course.modules.flatMap((module) => module.quiz.items);
const textsOf = (course: DemoCourse) => lessonsOf(course).flatMap(demoLessonTexts);
const isFigure = (block: DemoLesson['blocks'][number]): block is DemoFigure => typeof block !== 'string' && block.kind === 'figure';
const isCheck = (block: DemoLesson['blocks'][number]): block is DemoCheck => typeof block !== 'string' && block.kind === 'check';
const figuresOf = (course: DemoCourse) => lessonsOf(course).flatMap((lesson) => lesson.blocks.filter(isFigure));
const checksOf = (course: DemoCourse) => lessonsOf(course).flatMap((lesson) => lesson.blocks.filter(isCheck).map((check) => check.item));

/** An item explains itself, and every option of a choice item says why it is right or wrong. */
function expectExplained(item: DemoQuizItem): void {
  expect(item.explanation.trim(), item.prompt).not.toBe('');
  if (item.kind === 'short_answer' || item.kind === 'numeric') expect(item.options, item.prompt).toEqual([]);
  else {
    expect(item.options.length, item.prompt).toBeGreaterThanOrEqual(2);
    expect(item.answerKey.correctOptionIds.length, item.prompt).toBeGreaterThan(0);
    for (const option of item.options) expect(option.explanation?.trim(), `${item.prompt}: ${option.text}`).toBeTruthy();
  }
}

describe('the demo courses', () => {
  describe.each(demoCourses.map((course) => [course.handle, course] as const))('%s', (_, course) => {
    it('has two to four modules, each with lessons and a quiz', () => {
      expect(course.modules.length).toBeGreaterThanOrEqual(2);
      expect(course.modules.length).toBeLessThanOrEqual(4);
      for (const module of course.modules) {
        expect(module.lessons.length).toBeGreaterThan(0);
        expect(module.quiz.items.length).toBeGreaterThan(0);
      }
    });

    it('teaches in every lesson: at least 150 words of prose', () => {
      const short = lessonsOf(course)
        .map((lesson) => ({ title: lesson.title, words: proseWords(demoLessonTexts(lesson).join('\n\n')).length }))
        .filter((lesson) => lesson.words < 150);
      expect(short).toEqual([]);
    });

    it('explains every quiz item and check-yourself question, and every option of a choice item', () => {
      for (const item of [...itemsOf(course), ...checksOf(course)]) expectExplained(item);
    });

    it('maps every lesson and item to the course’s skills, with difficulties on the logit scale', () => {
      const skills = new Set(course.skills.map((skill) => skill.skillId));
      for (const lesson of lessonsOf(course)) expect(lesson.skillIds.every((id) => skills.has(id)) && lesson.skillIds.length > 0, lesson.title).toBe(true);
      for (const item of [...itemsOf(course), ...checksOf(course)]) {
        expect(item.skillIds.every((id) => skills.has(id)) && item.skillIds.length > 0, item.prompt).toBe(true);
        expect(Math.abs(item.difficulty), item.prompt).toBeLessThanOrEqual(3);
      }
      const difficulties = new Set(itemsOf(course).map((item) => item.difficulty));
      expect(difficulties.size).toBeGreaterThan(2);
    });

    it('states every quiz item’s correct answer in a lesson of the item’s skill', () => {
      const unstated = itemsOf(course).filter((item) => {
        const lessons = lessonsOf(course).filter((lesson) => lesson.skillIds.some((id) => item.skillIds.includes(id)));
        return !statesAnswerOf(lessons.flatMap(demoLessonTexts).join('\n'), item);
      });
      expect(unstated.map((item) => item.prompt)).toEqual([]);
    });

    it('shows at least one figure, each with alt text, a caption and a drawing of its stated size', () => {
      const figures = figuresOf(course);
      expect(figures.length).toBeGreaterThan(0);
      expect(new Set(figures.map((figure) => figure.name)).size).toBe(figures.length);
      for (const figure of figures) {
        expect(figure.alt.trim().length, figure.name).toBeGreaterThan(20);
        expect(figure.caption.trim(), figure.name).not.toBe('');
        expect(figure.alt, figure.name).not.toBe(figure.caption);
        expect(figure.drawing.svg, figure.name).toMatch(new RegExp(`^<svg [^>]*width="${figure.drawing.width}" height="${figure.drawing.height}"`));
      }
    });

    it('asks a check-yourself question in every module, after the text that states its answer, in its lesson’s skills', () => {
      for (const module of course.modules) expect(module.lessons.flatMap((lesson) => lesson.blocks.filter(isCheck)).length, module.title).toBeGreaterThan(0);
      for (const lesson of lessonsOf(course)) {
        lesson.blocks.forEach((block, index) => {
          if (!isCheck(block)) return;
          const before = lesson.blocks.slice(0, index).filter((earlier) => typeof earlier === 'string');
          expect(statesAnswerOf(before.join('\n'), block.item), block.item.prompt).toBe(true);
          expect(block.item.skillIds.every((id) => lesson.skillIds.includes(id)), block.item.prompt).toBe(true);
        });
      }
    });

    it('numbers check-yourself questions apart from quiz items, and points image blocks at the figures’ materials', () => {
      const events = demoCourseContent('course', course);
      const blocks = events.flatMap((event) => (event.type === 'LessonAdded' ? event.data.blocks : []));
      const checkIds = blocks.flatMap((block) => (block.kind === 'check' ? [block.item.itemId] : []));
      const itemIds = events.flatMap((event) => (event.type === 'QuizAdded' ? event.data.items.map((item) => item.itemId) : []));
      expect(checkIds).toHaveLength(checksOf(course).length);
      expect(new Set([...checkIds, ...itemIds]).size).toBe(checkIds.length + itemIds.length);
      const images = blocks.flatMap((block) => (block.kind === 'image' ? [block] : []));
      expect(images).toHaveLength(figuresOf(course).length);
      expect(new Set(images.map((image) => image.materialId)).size).toBe(images.length);
      for (const image of images) expect(image.width! * image.height!, image.alt).toBeGreaterThan(0);
    });

    it('draws a cover with the course’s title in its colours', () => {
      const svg = demoCoverSvg(course);
      expect(svg).toContain(course.cover.background);
      expect(svg).toContain(course.cover.accent);
      for (const word of course.title.split(' ')) expect(svg).toContain(word);
    });
  });

  it('never repeats a lesson’s text or a prompt, whether of a quiz item or a check-yourself question', () => {
    const texts = demoCourses.flatMap(textsOf);
    const prompts = demoCourses.flatMap((course) => [...itemsOf(course), ...checksOf(course)].map((item) => item.prompt));
    const titles = demoCourses.flatMap((course) => lessonsOf(course).map((lesson) => `${course.handle}: ${lesson.title}`));
    expect(new Set(texts).size).toBe(texts.length);
    expect(new Set(prompts).size).toBe(prompts.length);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it('offers a course in English, Spanish and French, paid and free ones, and asks items of several kinds', () => {
    const published = demoCourses.filter((course) => course.published);
    expect(new Set(published.map((course) => course.language))).toEqual(new Set(['en', 'es', 'fr']));
    expect(published.some((course) => course.priceCents > 0)).toBe(true);
    expect(published.some((course) => course.priceCents === 0)).toBe(true);
    const kinds = new Set(demoCourses.flatMap((course) => itemsOf(course).map((item) => item.kind)));
    for (const kind of ['single_choice', 'multiple_choice', 'numeric', 'short_answer'] as const) expect(kinds.has(kind), kind).toBe(true);
    const checkKinds = new Set(demoCourses.flatMap((course) => checksOf(course).map((item) => item.kind)));
    for (const kind of ['single_choice', 'numeric', 'short_answer'] as const) expect(checkKinds.has(kind), kind).toBe(true);
    const units = demoCourses.flatMap((course) => checksOf(course).flatMap((item) => (item.answerKey.numeric?.unit ? [item.answerKey.numeric] : [])));
    expect(units.length).toBeGreaterThan(0);
    expect(units.some((numeric) => numeric.tolerance > 0)).toBe(true);
  });
});
