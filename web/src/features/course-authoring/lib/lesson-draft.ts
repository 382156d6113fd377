import type { Lesson } from '@pathwise/contracts';
import { itemDraftFrom, itemFromDraft, newItem, type ItemDraft } from './quiz-draft';

type Block = Lesson['blocks'][number];

/**
 * A block as the form holds it: with a key of its own, so React keeps each input's focus as blocks move; a
 * check-yourself question as the quiz editor holds its items, numbers as typed.
 */
export type BlockDraft = (Exclude<Block, { kind: 'check' }> | { kind: 'check'; item: ItemDraft }) & { readonly key: string };

export interface LessonDraft {
  title: string;
  estimatedMinutes: string;
  skillIds: string[];
  blocks: BlockDraft[];
}

export const lessonFields = ['title', 'estimatedMinutes', 'skillIds', 'blocks'] as const;
export type LessonField = (typeof lessonFields)[number];

const withKey = (block: Block): BlockDraft =>
  block.kind === 'check' ? { kind: 'check', item: itemDraftFrom(block.item), key: crypto.randomUUID() } : { ...block, key: crypto.randomUUID() };

export function newBlock(kind: Block['kind']): BlockDraft {
  const key = crypto.randomUUID();
  switch (kind) {
    case 'text':
      return { kind, text: '', key };
    case 'video':
      return { kind, url: '', caption: '', key };
    case 'attachment':
      return { kind, materialId: '', name: '', key };
    case 'image':
      return { kind, materialId: '', alt: '', caption: '', key };
    case 'audio':
      return { kind, materialId: '', caption: '', key };
    case 'check':
      return { kind, item: newItem(), key };
  }
}

const blockFromDraft = ({ key: _key, ...block }: BlockDraft): Block => (block.kind === 'check' ? { kind: 'check', item: itemFromDraft(block.item) } : block);

export const draftFromLesson = (lesson: Lesson | null): LessonDraft => ({
  title: lesson?.title ?? '',
  estimatedMinutes: String(lesson?.estimatedMinutes ?? 5),
  skillIds: [...(lesson?.skillIds ?? [])],
  blocks: lesson ? lesson.blocks.map(withKey) : [newBlock('text')],
});

/** The lesson as the API takes it; minutes that are not a whole number go as 0, which the server refuses by name. */
export function lessonFromDraft(draft: LessonDraft): Omit<Lesson, 'lessonId'> {
  const minutes = Number(draft.estimatedMinutes);
  return {
    title: draft.title,
    estimatedMinutes: Number.isInteger(minutes) ? minutes : 0,
    skillIds: draft.skillIds,
    blocks: draft.blocks.map(blockFromDraft),
  };
}

/** `blocks` with the block at `index` moved by `step` (-1 up, +1 down), when there is room. */
export function moveBlock<T>(blocks: readonly T[], index: number, step: -1 | 1): T[] {
  const target = index + step;
  if (target < 0 || target >= blocks.length) return [...blocks];
  const moved = [...blocks];
  [moved[index], moved[target]] = [moved[target]!, moved[index]!];
  return moved;
}
