import { createHash } from 'node:crypto';
import type { LessonBlock, NarrationSettings } from '@pathwise/event-schemas';

/**
 * A lesson as narration reads it: the text blocks' paragraphs in reading order, each as the words a voice speaks
 * (Markdown's marks, link addresses and code left out). Media, attachments and checks are not narrated: they have
 * their own sound or ask the learner to act.
 */
export function lessonParagraphs(blocks: readonly LessonBlock[]): string[] {
  return blocks.flatMap((block) => (block.kind === 'text' ? markdownParagraphs(block.text) : []));
}

const FENCE = /^\s*(```|~~~)/;

/** Paragraphs are separated by blank lines; fenced code and display maths are skipped whole, as no one reads them aloud. */
export function markdownParagraphs(markdown: string): string[] {
  const paragraphs: string[] = [];
  let lines: string[] = [];
  let fence: string | null = null;
  let inMaths = false;
  const flush = () => {
    const spoken = speakableText(lines);
    if (spoken) paragraphs.push(spoken);
    lines = [];
  };
  for (const line of markdown.split(/\r?\n/)) {
    const fenceMark = FENCE.exec(line)?.[1] ?? null;
    if (fence) {
      if (fenceMark === fence) fence = null;
      continue;
    }
    if (fenceMark) {
      flush();
      fence = fenceMark;
      continue;
    }
    if (line.trim() === '$$') {
      if (!inMaths) flush();
      inMaths = !inMaths;
      continue;
    }
    if (inMaths) continue;
    if (line.trim() === '') flush();
    else lines.push(line);
  }
  flush();
  return paragraphs;
}

/** One paragraph's lines as words: each line (a list item, a heading, a table row) ends as a sentence would. */
function speakableText(lines: readonly string[]): string {
  return lines
    .filter((line) => !/^\s*\|?\s*:?-{3,}/.test(line) && !/^\s*([-*_]\s*){3,}$/.test(line))
    .map(speakableLine)
    .filter((line) => /[\p{L}\p{N}]/u.test(line))
    .map((line) => (/[.!?:;…]$/.test(line) ? line : `${line}.`))
    .join(' ');
}

function speakableLine(line: string): string {
  return line
    .replace(/^\s{0,3}(#{1,6}\s+|>\s*)+/, '')
    .replace(/^\s*\[!(NOTE|TIP|IMPORTANT|WARNING|CAUTION)\]\s*/i, '')
    .replace(/^\s*([-*+]|\d+[.)])\s+(\[[ xX]\]\s+)?/, '')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[\^[^\]]+\]:?/g, '')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/\$([^$]+)\$/g, '$1')
    .replace(/(\*\*|__|~~|\*|_)(?=\S)([^*_~]+?)\1/g, '$2')
    .replace(/\s*\|\s*/g, ', ')
    .replace(/^,\s*|,\s*$/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The key one paragraph's audio is kept under: the same words spoken the same way by the same engine give the same
 * key, so an edit re-narrates only the paragraphs whose key changed.
 */
export function narrationAudioKey(text: string, settings: NarrationSettings, engine: string): string {
  const speed = settings.speed.toFixed(2);
  return createHash('sha256').update(JSON.stringify([engine, settings.language, settings.voice, speed, text])).digest('hex');
}
