import { performance } from 'node:perf_hooks';
import {
  draftLesson,
  draftOutline,
  draftQuizItems,
  evaluateDrafting,
  evaluationMaterial,
  longMaterial,
  markdownPdf,
  pdfPages,
  readSourceDocument,
  sourceStatements,
  type MaterialText,
} from '../features/ai-studio/index.js';

/**
 * `npm run eval:ai`: the built-in drafting measured on the documents written for the project (answers and lesson
 * sentences the source supports, target 100 %; outline coverage of the source's sections; items given twice or
 * giving their answer away, target none), then the time to draft a whole course from a 50-page PDF.
 */
const percent = (part: number, whole: number) => (whole === 0 ? 'n/a' : `${((100 * part) / whole).toFixed(1)} %`);

const rows = evaluationMaterial().map((material) => evaluateDrafting(material));
const print = (line: string) => process.stdout.write(`${line}\n`);
const ratio = (part: number, whole: number) => `${part}/${whole} (${percent(part, whole)})`;

print('Built-in drafting on the project\'s source documents (target: 100 % supported, 100 % covered, 0 duplicates, 0 given away)\n');
const table = [
  ['document', 'language', 'sections covered', 'quiz answers supported', 'lesson sentences supported', 'duplicates', 'answer in question'],
  ...rows.map((row) => [
    row.file,
    row.language,
    ratio(row.sectionsCovered, row.sections),
    ratio(row.quizItemsSupported, row.quizItems),
    ratio(row.lessonClaimsSupported, row.lessonClaims),
    String(row.duplicateItems),
    String(row.answersInQuestion),
  ]),
];
const widths = table[0]!.map((_, column) => Math.max(...table.map((cells) => cells[column]!.length)));
for (const cells of table) print(cells.map((cell, column) => cell.padEnd(widths[column]!)).join('  '));
print('');
const sum = (pick: (row: (typeof rows)[number]) => number) => rows.reduce((total, row) => total + pick(row), 0);
print(
  `All documents: quiz answers supported ${percent(sum((row) => row.quizItemsSupported), sum((row) => row.quizItems))}, ` +
    `lesson sentences supported ${percent(sum((row) => row.lessonClaimsSupported), sum((row) => row.lessonClaims))}, ` +
    `sections covered ${percent(sum((row) => row.sectionsCovered), sum((row) => row.sections))}, ` +
    `duplicates ${sum((row) => row.duplicateItems)}, answers given away ${sum((row) => row.answersInQuestion)}\n`,
);

/** Everything a creator gets for a whole course: the outline, each lesson drafted, a quiz for each lesson. */
function draftWholeCourse(material: MaterialText): { lessons: number; items: number } {
  const document = readSourceDocument(material);
  const statements = sourceStatements(document);
  const outline = draftOutline(document, statements);
  let items = 0;
  const lessons = outline.modules.flatMap((module) => module.lessons);
  for (const lesson of lessons) {
    draftLesson(document, statements, { section: lesson.section, skillIds: [] });
    items += draftQuizItems(statements, { language: document.language, sections: [lesson.section], skillIds: [], maxItems: 5 }).length;
  }
  return { lessons: lessons.length, items };
}

const PAGES = 50;
const RUNS = 7;
const long = longMaterial(PAGES);
const pdf = await markdownPdf(long.pages);
const timings: { reading: number; drafting: number }[] = [];
let drafted = { lessons: 0, items: 0 };
for (let run = 0; run < RUNS; run++) {
  const started = performance.now();
  const pages = await pdfPages(pdf);
  const read = performance.now();
  drafted = draftWholeCourse({ ...long, pages });
  timings.push({ reading: read - started, drafting: performance.now() - read });
}
const median = (pick: (timing: (typeof timings)[number]) => number) => [...timings].map(pick).sort((a, b) => a - b)[Math.floor(RUNS / 2)]!;
print(
  `A whole course from a ${PAGES}-page PDF (${Math.round(pdf.length / 1024)} KB; ${drafted.lessons} lessons, ${drafted.items} quiz items), median of ${RUNS} runs: ` +
    `${median((timing) => timing.reading + timing.drafting).toFixed(0)} ms in all, of which reading the PDF ${median((timing) => timing.reading).toFixed(0)} ms ` +
    `and drafting ${median((timing) => timing.drafting).toFixed(0)} ms`,
);
