import { z } from 'zod';

/** Every ASCII punctuation character: CommonMark lets a backslash make any of them literal. */
const MARKDOWN_PUNCTUATION = /[!"#$%&'()*+,\-./:;<=>?@[\\\]^_`{|}~]/g;

/**
 * Lesson text written before text blocks were Markdown, as Markdown that renders as it was shown then: each paragraph
 * (text between blank lines) one paragraph, each line break a hard break (the player kept line breaks), and every
 * punctuation character escaped, so that `*`, `#`, `1.`, `|`, `$` or `<b>` stay the characters the author typed.
 * Leading and trailing spaces of lines go: the player collapsed them too.
 */
export function plainTextAsMarkdown(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) =>
      paragraph
        .split('\n')
        .map((line) => line.trim().replace(MARKDOWN_PUNCTUATION, (character) => `\\${character}`))
        .filter((line) => line !== '')
        .join('\\\n'),
    )
    .filter((paragraph) => paragraph !== '')
    .join('\n\n');
}

/**
 * The blocks of a lesson stored before text was Markdown, frozen to what the upcast reads: a kind and, for text, the
 * text. Other fields pass through untouched.
 */
const StoredBlocks = z.array(z.looseObject({ kind: z.string(), text: z.string().optional() }));
export const LessonWithPlainTextV1 = z.looseObject({ blocks: StoredBlocks });
export type LessonWithPlainTextV1 = z.infer<typeof LessonWithPlainTextV1>;

/** A lesson's text blocks turned from plain text into Markdown that renders the same. */
export function lessonTextAsMarkdown<Lesson extends LessonWithPlainTextV1>(lesson: Lesson): Lesson {
  return {
    ...lesson,
    blocks: lesson.blocks.map((block) => (block.kind === 'text' && block.text !== undefined ? { ...block, text: plainTextAsMarkdown(block.text) } : block)),
  };
}

/** A restored version's modules, each lesson's text blocks turned into Markdown. */
export const ModulesWithPlainTextV1 = z.looseObject({ modules: z.array(z.looseObject({ lessons: z.array(LessonWithPlainTextV1) })) });
export type ModulesWithPlainTextV1 = z.infer<typeof ModulesWithPlainTextV1>;

export function restoredModulesAsMarkdown<Restored extends ModulesWithPlainTextV1>(restored: Restored): Restored {
  return { ...restored, modules: restored.modules.map((module) => ({ ...module, lessons: module.lessons.map(lessonTextAsMarkdown) })) };
}
