import { readFileSync } from 'node:fs';
import { QuizItem } from '@pathwise/event-schemas';
import { describe, expect, it } from 'vitest';
import { correctAnswers } from '../evaluation/drafting-evaluation.js';
import { checkGrounding, checkItemGrounding } from '../grounding-check.js';
import { NothingToDraftError } from './built-in-provider.js';
import { draftLesson } from './lesson-drafting.js';
import { draftLessonVariant } from './lesson-variants.js';
import { draftOutline } from './outline-drafting.js';
import { draftQuizItems, mentions } from './quiz-drafting.js';
import { readSourceDocument } from './source-document.js';
import { sourceStatements } from './source-statements.js';
import { contentWords, stem, tokens } from './text-analysis.js';

const volcanoes = readFileSync(new URL('../testing/material/volcanoes.md', import.meta.url), 'utf8');
const document = readSourceDocument({ file: 'volcanoes.md', language: 'en', pages: [volcanoes] });
const statements = sourceStatements(document);
const sourceText = statements.quotes.map((quote) => quote.text).join('\n');
const items = draftQuizItems(statements, { language: 'en', skillIds: ['volcano-basics'], maxItems: 200 });

/** Every meaningful word of an answer stands in one sentence of the material. */
function inOneSourceSentence(answer: string): boolean {
  const words = contentWords(answer, 'en').map(stem);
  return statements.quotes.some((quote) => {
    const held = new Set(contentWords(quote.text, 'en').map(stem));
    return words.every((word) => held.has(word));
  });
}

describe('the built-in drafting from a creator\'s own material', () => {
  it('finds the material\'s title, its sections in order and where each paragraph stands', () => {
    expect(document.title).toBe('Volcanoes: how the Earth lets off heat');
    expect(document.sections.map((section) => [section.level, section.heading])).toEqual([
      [1, 'Volcanoes: how the Earth lets off heat'],
      [2, 'What a volcano is'],
      [2, 'Kinds of volcanoes'],
      [2, 'How eruptions happen'],
      [2, 'Measuring eruptions'],
      [2, 'Living near volcanoes'],
    ]);
    const kinds = document.sections[2]!;
    expect(kinds.passages).toHaveLength(4);
    expect(kinds.passages[3]!.location).toEqual({ file: 'volcanoes.md', page: null, paragraph: 7 });
    expect(kinds.passages[3]!.sentences[0]).toBe('A caldera is a large basin that forms when a volcano collapses after emptying its magma chamber.');
  });

  it('reads headings of text without Markdown, and pages of a paged source, with their page numbers', () => {
    const paged = readSourceDocument({
      file: 'slides.pdf',
      language: 'en',
      pages: ['1. Plates\n\nTectonic plates are slabs of the crust.\n\nThey move a few centimetres a year.', '2. Hot spots\n\nA hot spot is a plume of hot rock rising from the mantle.'],
    });
    expect(paged.sections.map((section) => section.heading)).toEqual(['Plates', 'Hot spots']);
    expect(paged.sections[1]!.passages[0]!.location).toEqual({ file: 'slides.pdf', page: 2, paragraph: 1 });
    expect(sourceStatements(paged).definitions.map((definition) => definition.term)).toEqual(['tectonic plates', 'hot spot']);
  });

  it('drafts an outline with a lesson for every section that has text, and skills that need the terms taught before', () => {
    const outline = draftOutline(document, statements);
    expect(outline.title).toBe('Volcanoes: how the Earth lets off heat');
    const lessons = outline.modules.flatMap((module) => module.lessons);
    const covered = new Set(lessons.map((lesson) => lesson.section));
    document.sections.forEach((section, index) => {
      if (section.passages.length > 0) expect(covered.has(index), section.heading).toBe(true);
    });
    const skill = (name: string) => outline.skills.findIndex((candidate) => candidate.name === name);
    expect(outline.skills[skill('Kinds of volcanoes')]!.prerequisites).toContain(skill('What a volcano is'));
    expect(outline.skills[skill('What a volcano is')]!.prerequisites).toEqual([]);
    expect(lessons.every((lesson) => lesson.sources.length > 0)).toBe(true);
  });

  it('drafts valid items of every kind, whose correct answers are in the material but never in their own question', () => {
    expect(new Set(items.map(({ item }) => item.kind))).toEqual(new Set(['single_choice', 'multiple_choice', 'true_false', 'short_answer', 'numeric']));
    for (const { item, sources } of items) {
      expect(QuizItem.safeParse(item).success, item.prompt).toBe(true);
      expect(sources.length).toBeGreaterThan(0);
      expect(item.explanation).toContain(`"${sources[0]!.text}"`);
      if (item.kind === 'true_false') continue;
      for (const answer of correctAnswers(item)) {
        expect(inOneSourceSentence(answer), `${answer} of ${item.prompt}`).toBe(true);
        if (item.kind === 'numeric' || /^\d/.test(answer)) expect(tokens(item.prompt), item.prompt).not.toContain(answer);
        else if (item.kind !== 'multiple_choice') expect(mentions(item.prompt, answer), item.prompt).toBe(false);
      }
    }
    expect(items.some(({ item }) => item.kind === 'numeric' && item.answerKey.numeric!.value === 1200 && item.answerKey.numeric!.unit === 'degrees Celsius')).toBe(true);
  });

  it('takes wrong options of the answer\'s kind from the same material: terms for a term, numbers for a number', () => {
    const terms = new Set(statements.definitions.map((definition) => definition.term));
    const numbers = new Set(statements.numbers.map((number) => number.written));
    const choices = items.filter(({ item }) => item.kind === 'single_choice');
    expect(choices.length).toBeGreaterThan(10);
    for (const { item } of choices) {
      const [answer] = correctAnswers(item);
      const kind = numbers.has(answer!) ? numbers : terms;
      expect(kind.has(answer!), item.prompt).toBe(true);
      expect(item.options.length).toBeGreaterThanOrEqual(2);
      for (const option of item.options) expect(kind.has(option.text), `${option.text} in ${item.prompt}`).toBe(true);
      expect(new Set(item.options.map((option) => option.text)).size).toBe(item.options.length);
    }
  });

  it('drafts the same items, ids and order from the same material every time', () => {
    const again = draftQuizItems(sourceStatements(readSourceDocument({ file: 'volcanoes.md', language: 'en', pages: [volcanoes] })), {
      language: 'en',
      skillIds: ['volcano-basics'],
      maxItems: 200,
    });
    expect(again).toEqual(items);
    expect(new Set(items.map(({ item }) => item.itemId)).size).toBe(items.length);
  });

  it('finds every drafted item and every sentence of a drafted lesson supported by the material', () => {
    for (const { item } of items) expect(checkItemGrounding(item, statements.quotes, 'en').supported, item.prompt).toBe(true);
    const lesson = draftLesson(document, statements, { section: 3, skillIds: ['eruptions'] });
    expect(lesson.title).toBe('How eruptions happen');
    expect(lesson.blocks.map(({ block }) => block.kind)).toEqual(['text', 'text', 'text', 'text', 'text', 'text', 'check']);
    for (const { block } of lesson.blocks) {
      if (block.kind !== 'text') continue;
      for (const claim of checkGrounding(block.text, statements.quotes, 'en')) expect(claim.supported, claim.claim).toBe(true);
    }
    expect(lesson.blocks[5]!.block).toMatchObject({ kind: 'text', text: expect.stringContaining('- **viscosity**: the resistance of a liquid to flow') });
  });

  it('flags what the material does not say: an invented sentence, a wrong number, an answer from elsewhere', () => {
    const reply = [
      'Magma is molten rock that is still below the surface.',
      'Volcanoes on the Moon erupt every three days because of ocean tides.',
      'The temperature of lava ranges from 700 to 5000 degrees Celsius.',
    ].join(' ');
    const claims = checkGrounding(reply, statements.quotes, 'en');
    expect(claims.map((claim) => claim.supported)).toEqual([true, false, false]);
    expect(claims[0]!.support?.location).toEqual({ file: 'volcanoes.md', page: null, paragraph: 2 });

    const invented: QuizItem = {
      itemId: 'invented',
      kind: 'short_answer',
      prompt: 'Fill in the blank: the deepest caldera on Earth is _____.',
      options: [],
      answerKey: { correctOptionIds: [], acceptedAnswers: ['Lake Toba'] },
      skillIds: [],
      difficulty: 0,
      explanation: '',
    };
    expect(checkItemGrounding(invented, statements.quotes, 'en').supported).toBe(false);
    const offTopic: QuizItem = {
      ...invented,
      kind: 'true_false',
      prompt: 'True or false: the material describes moon dust as "a kind of cheese".',
      options: [
        { optionId: 'yes', text: 'True' },
        { optionId: 'no', text: 'False' },
      ],
      answerKey: { correctOptionIds: ['no'], acceptedAnswers: [] },
    };
    expect(checkItemGrounding(offTopic, statements.quotes, 'en').supported).toBe(false);
    expect(sourceText).not.toContain('Toba');
  });

  it('reads definitions in Spanish and French material', () => {
    const spanish = sourceStatements(
      readSourceDocument({ file: 'volcanes.md', language: 'es', pages: ['# Volcanes\n\nEl magma es roca fundida que sigue bajo la superficie.\n\nUna caldera es una gran depresión que se forma cuando un volcán se hunde.'] }),
    );
    expect(spanish.definitions.map((definition) => [definition.term, definition.definition])).toEqual([
      ['magma', 'roca fundida que sigue bajo la superficie'],
      ['caldera', 'una gran depresión que se forma cuando un volcán se hunde'],
    ]);
    const french = sourceStatements(
      readSourceDocument({ file: 'volcans.md', language: 'fr', pages: ['# Volcans\n\nUne caldeira est une vaste dépression formée par l’effondrement d’un volcan.\n\nLa lave atteint 1200 degrés.'] }),
    );
    expect(french.definitions.map((definition) => definition.term)).toEqual(['caldeira']);
    expect(french.numbers.map((number) => [number.value, number.unit])).toEqual([[1200, 'degrés']]);
    const frenchItems = draftQuizItems(french, { language: 'fr', skillIds: [], maxItems: 10 });
    expect(frenchItems.find(({ item }) => item.kind === 'numeric')!.item.explanation).toBe('Le support dit : « La lave atteint 1200 degrés. » (volcans.md, paragraphe 2)');
  });
});

describe('variants of a lesson for the adaptive engine, drafted from the lesson itself', () => {
  const kindsText = volcanoes.split('## Kinds of volcanoes')[1]!.split('## How eruptions happen')[0]!.trim();
  const lesson = { title: 'Kinds of volcanoes', language: 'en' as const, blocks: [{ kind: 'text' as const, text: kindsText }] };
  const flat = (text: string) => text.replace(/\s+/g, ' ');

  it("makes a plainer variant of the lesson's key sentences and its glossary, every sentence the lesson's own", () => {
    const easier = draftLessonVariant('easier', lesson);

    expect(easier.title).toBe('Kinds of volcanoes (the essentials)');
    const [key, glossary] = easier.blocks.map(({ block }) => (block.kind === 'text' ? block.text : ''));
    expect(key!.length).toBeLessThan(kindsText.length / 2);
    for (const sentence of key!.split(/(?<=\.) /)) expect(flat(kindsText)).toContain(sentence);
    expect(glossary).toContain('### Key terms');
    expect(glossary).toContain('- **caldera**: a large basin that forms when a volcano collapses after emptying its magma chamber');
    expect(easier.blocks.every(({ sources }) => sources.length > 0)).toBe(true);
  });

  it('makes a harder variant: the whole lesson, then challenge questions from its material, the hardest first', () => {
    const harder = draftLessonVariant('harder', lesson);

    expect(harder.title).toBe('Kinds of volcanoes (challenge)');
    expect(harder.blocks[0]!.block).toEqual(lesson.blocks[0]);
    expect(harder.blocks[1]!.block).toEqual({ kind: 'text', text: '### Challenge questions' });
    const checks = harder.blocks.slice(2).map(({ block }) => (block.kind === 'check' ? block.item : null));
    expect(checks).toHaveLength(5);
    const difficulties = checks.map((item) => item!.difficulty);
    expect(difficulties).toEqual([...difficulties].sort((a, b) => b - a));
    const lessonWords = new Set(contentWords(kindsText, 'en').map(stem));
    const answers = checks.flatMap((item) => correctAnswers(item!));
    expect(answers.filter((answer) => !contentWords(answer, 'en').map(stem).every((word) => lessonWords.has(word)))).toEqual([]);
  });

  it('refuses a lesson without text to draw on', () => {
    expect(() => draftLessonVariant('easier', { ...lesson, blocks: [] })).toThrow(NothingToDraftError);
  });
});
