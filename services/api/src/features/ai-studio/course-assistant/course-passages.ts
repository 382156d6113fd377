import type { CourseModule } from '@pathwise/event-schemas';
import { readSourceDocument } from '../built-in/source-document.js';
import type { SourceQuote } from '../built-in/source-statements.js';
import type { MaterialLanguage } from '../built-in/text-analysis.js';

/** One sentence of a lesson as a learner reads it, with the lesson it is in: what the assistant may quote. */
export interface CourseSentence {
  readonly lessonId: string;
  readonly lessonTitle: string;
  readonly moduleTitle: string;
  /** The sentence as Markdown leaves it readable: no emphasis marks, links as their text. */
  readonly text: string;
  /** The passage (paragraph) it belongs to, numbered through the course, so neighbours can be told apart. */
  readonly passage: number;
  /** As the grounding check reads material: the lesson's id stands for the file. */
  readonly quote: SourceQuote;
}

/**
 * The course's lessons read as material, in the order learners meet them: every text block (and an audio block's
 * transcript), split by the same reader the drafting uses, so a question is answered from what the lessons say.
 */
export function courseSentences(modules: readonly CourseModule[], language: MaterialLanguage): CourseSentence[] {
  const sentences: CourseSentence[] = [];
  let passage = 0;
  modules.forEach((module) =>
    module.lessons.forEach((lesson, lessonIndex) => {
      const texts = lesson.blocks.flatMap((block) =>
        block.kind === 'text' ? [block.text] : block.kind === 'audio' && block.transcript ? [block.transcript] : [],
      );
      if (texts.length === 0) return;
      const document = readSourceDocument({ file: lesson.lessonId, language, pages: [readable(texts.join('\n\n'))] });
      document.sections.forEach((section, sectionIndex) =>
        section.passages.forEach((read) => {
          passage += 1;
          for (const text of read.sentences) {
            sentences.push({
              lessonId: lesson.lessonId,
              lessonTitle: lesson.title,
              moduleTitle: module.title,
              text,
              passage,
              quote: { text, location: read.location, section: lessonIndex * 1_000 + sectionIndex },
            });
          }
        }),
      );
    }),
  );
  return sentences;
}

/** Markdown a learner would not see as such: emphasis marks, link targets, images, fenced code, callout markers. */
function readable(markdown: string): string {
  return markdown
    .replace(/```[\s\S]*?```/g, '')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/\[!(?:NOTE|TIP|IMPORTANT|WARNING|CAUTION)\]/g, '')
    .replace(/^\s{0,3}>\s?/gm, '')
    .replace(/(\*\*|__|`)/g, '')
    .replace(/(^|\s)[*_]([^*_\n]+)[*_](?=\s|[.,;:!?]|$)/g, '$1$2');
}
