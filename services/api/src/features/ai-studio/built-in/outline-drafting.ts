import type { SourceDocument } from './source-document.js';
import { mentions } from './quiz-drafting.js';
import type { SourceQuote, SourceStatements } from './source-statements.js';

export interface OutlineLesson {
  readonly title: string;
  /** The document's section the lesson is drafted from (its index in `sections`). */
  readonly section: number;
  /** The skill the lesson teaches (an index into the outline's skills). */
  readonly skill: number;
  readonly sources: readonly SourceQuote[];
}

export interface OutlineModule {
  readonly title: string;
  readonly lessons: readonly OutlineLesson[];
}

export interface OutlineSkill {
  readonly name: string;
  /** The skills (indexes) whose terms this one's lesson uses before defining them itself. */
  readonly prerequisites: readonly number[];
}

export interface DraftedOutline {
  readonly title: string;
  readonly modules: readonly OutlineModule[];
  readonly skills: readonly OutlineSkill[];
}

/**
 * A course outline that follows the material's own structure: each section with text becomes a lesson teaching one
 * skill, grouped into modules under the headings above them (or one module under the material's title). A skill
 * needs another when its lesson uses a term that an earlier lesson defines, which is the order the material teaches.
 */
export function draftOutline(document: SourceDocument, statements: SourceStatements, topic?: string): DraftedOutline {
  const title = topic?.trim() || document.title || document.file;
  const lessonSections = document.sections.map((section, index) => ({ section, index })).filter(({ section }) => section.passages.length > 0);
  const lessonLevel = Math.max(...lessonSections.map(({ section }) => section.level));
  const modules: { title: string; lessons: OutlineLesson[] }[] = [];
  const skills: OutlineSkill[] = [];
  const definitionsBySection = new Map<number, string[]>();
  for (const definition of statements.definitions) {
    definitionsBySection.set(definition.quote.section, [...(definitionsBySection.get(definition.quote.section) ?? []), definition.term]);
  }
  let moduleHeading: string | null = null;
  for (const { section, index } of lessonSections) {
    const heading = moduleHeadingAbove(document, index, Math.min(section.level, lessonLevel));
    if (modules.length === 0 || heading !== moduleHeading) {
      modules.push({ title: heading ?? title, lessons: [] });
      moduleHeading = heading;
    }
    const text = section.passages.map((passage) => passage.text).join(' ');
    const ownTerms = definitionsBySection.get(index) ?? [];
    const prerequisites = lessonSections
      .filter((earlier) => earlier.index < index)
      .flatMap((earlier, skillIndex) =>
        (definitionsBySection.get(earlier.index) ?? []).some((term) => !ownTerms.includes(term) && mentions(text, term)) ? [skillIndex] : [],
      );
    skills.push({ name: section.heading, prerequisites });
    modules.at(-1)!.lessons.push({
      title: section.heading,
      section: index,
      skill: skills.length - 1,
      sources: statements.quotes.filter((quote) => quote.section === index),
    });
  }
  return { title, modules, skills };
}

/** The nearest heading above a section at a shallower level than the lessons', other than the material's title. */
function moduleHeadingAbove(document: SourceDocument, index: number, lessonLevel: number): string | null {
  for (let above = index - 1; above >= 0; above--) {
    const section = document.sections[above]!;
    if (section.level < lessonLevel) return section.level === 1 && section.heading === document.title ? null : section.heading;
  }
  return null;
}
