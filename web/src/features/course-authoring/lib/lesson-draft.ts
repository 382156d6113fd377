import type { Lesson } from '@pathwise/contracts';

type Block = Lesson['blocks'][number];

/** A block as the form holds it: with a key of its own, so React keeps each input's focus as blocks move. */
export type BlockDraft = Block & { readonly key: string };

export interface LessonDraft {
  title: string;
  estimatedMinutes: string;
  skillIds: string[];
  blocks: BlockDraft[];
}

export const lessonFields = ['title', 'estimatedMinutes', 'skillIds', 'blocks'] as const;
export type LessonField = (typeof lessonFields)[number];

const withKey = (block: Block): BlockDraft => ({ ...block, key: crypto.randomUUID() });

export const newBlock = (kind: Block['kind']): BlockDraft =>
  withKey(kind === 'text' ? { kind, text: '' } : kind === 'video' ? { kind, url: '', caption: '' } : { kind, materialId: '', name: '' });

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
    blocks: draft.blocks.map(({ key: _key, ...block }) => block),
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
