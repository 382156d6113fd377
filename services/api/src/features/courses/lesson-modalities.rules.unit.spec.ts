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
});
