import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderPlain } from '../../../testing/render-plain';
import { lessonFromDraft, newBlock, type BlockDraft } from '../lib/lesson-draft';
import { AudioBlockEditor } from './audio-block-editor';
import { ImageBlockEditor } from './image-block-editor';

/** An editor with the blocks it would save, as JSON, beside it. */
function Editing({ kind }: { kind: 'image' | 'audio' }) {
  const [block, setBlock] = useState<BlockDraft>(() => newBlock(kind));
  const saved = lessonFromDraft({ title: 'T', estimatedMinutes: '5', skillIds: [], blocks: [block] }).blocks;
  return (
    <>
      {block.kind === 'image' && <ImageBlockEditor block={block} onChange={setBlock} />}
      {block.kind === 'audio' && <AudioBlockEditor block={block} onChange={setBlock} />}
      <output data-testid="saved">{JSON.stringify(saved)}</output>
    </>
  );
}

const saved = () => JSON.parse(screen.getByTestId('saved').textContent!) as unknown;

describe('Lesson block editors', () => {
  it('write an image block with its material, required description and caption, and say when the description is missing', async () => {
    renderPlain(<Editing kind="image" />);
    fireEvent.change(await screen.findByRole('textbox', { name: 'Material id' }), { target: { value: 'img-1' } });
    const alt = screen.getByRole('textbox', { name: 'Alternative text' });
    fireEvent.blur(alt);
    expect(screen.getByText('Describe the image: alternative text is required.')).toBeTruthy();
    expect(alt.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(alt, { target: { value: 'A pie in halves' } });
    expect(screen.queryByText('Describe the image: alternative text is required.')).toBeNull();
    fireEvent.change(screen.getByRole('textbox', { name: 'Caption' }), { target: { value: 'Halves' } });
    expect(saved()).toEqual([{ kind: 'image', materialId: 'img-1', alt: 'A pie in halves', caption: 'Halves' }]);
  });

  it('write an audio block whose transcript is sent only when there is one', async () => {
    renderPlain(<Editing kind="audio" />);
    fireEvent.change(await screen.findByRole('textbox', { name: 'Material id' }), { target: { value: 'aud-1' } });
    const transcript = screen.getByRole('textbox', { name: 'Transcript' });
    fireEvent.change(transcript, { target: { value: 'One half and one half.' } });
    expect(saved()).toEqual([{ kind: 'audio', materialId: 'aud-1', caption: '', transcript: 'One half and one half.' }]);
    fireEvent.change(transcript, { target: { value: '' } });
    expect(saved()).toEqual([{ kind: 'audio', materialId: 'aud-1', caption: '' }]);
  });

  it('save a check-yourself question as a quiz item, its numbers read from what was typed', () => {
    const block = newBlock('check');
    if (block.kind !== 'check') throw new Error('a check block');
    const draft = { ...block, item: { ...block.item, kind: 'numeric' as const, options: [], prompt: 'Half of 1?', numeric: { value: '0,5', tolerance: '0', unit: '' } } };
    const [item] = lessonFromDraft({ title: 'T', estimatedMinutes: '5', skillIds: [], blocks: [draft] }).blocks;
    expect(item).toMatchObject({ kind: 'check', item: { kind: 'numeric', prompt: 'Half of 1?', options: [], answerKey: { numeric: { value: 0.5, tolerance: 0, unit: '' } } } });
  });
});
