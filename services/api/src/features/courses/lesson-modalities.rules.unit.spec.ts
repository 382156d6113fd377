import type { LessonBlock } from '@pathwise/event-schemas';
import { describe, expect, it } from 'vitest';
import { lessonModalities } from './lesson-modalities.rules.js';

const files: Record<string, string> = {
  'song': 'audio/mpeg',
  'diagram': 'image/png',
  'handout': 'application/pdf',
  'data': 'text/csv',
};
const contentTypeOf = (materialId: string) => files[materialId];

describe('lessonModalities', () => {
  it('lists each modality of the blocks once, in a fixed order, ignoring empty text', () => {
    const blocks = [
      { kind: 'text', text: 'Read this' },
      { kind: 'video', url: 'https://example.com/v', caption: '' },
      { kind: 'text', text: 'And this' },
      { kind: 'text', text: '   ' },
    ] as const;
    expect(lessonModalities(blocks, contentTypeOf)).toEqual(['video', 'text']);
    expect(lessonModalities([{ kind: 'text', text: ' ' }], contentTypeOf)).toEqual([]);
  });

  it('counts an attachment by its file type, and an unknown or data file as nothing', () => {
    const attach = (materialId: string) => ({ kind: 'attachment', materialId, name: materialId }) as const;
    expect(lessonModalities([attach('song'), attach('diagram'), attach('handout')], contentTypeOf)).toEqual(['audio', 'image', 'text']);
    expect(lessonModalities([attach('data'), attach('missing')], contentTypeOf)).toEqual([]);
  });

  it('counts an image block as image and an audio block as audio, and a check question as no modality', () => {
    const check: LessonBlock = { kind: 'check', item: { itemId: 'k', kind: 'true_false', prompt: 'True?', options: [], answerKey: { correctOptionIds: [], acceptedAnswers: [] }, skillIds: [], difficulty: 0, explanation: '' } };
    expect(lessonModalities([{ kind: 'audio', materialId: 'm2', caption: '' }, { kind: 'image', materialId: 'm1', alt: 'A pie cut in halves', caption: '' }], contentTypeOf)).toEqual(['audio', 'image']);
    expect(lessonModalities([check], contentTypeOf)).toEqual([]);
  });
});
