import { useState, type ClipboardEvent, type DragEvent } from 'react';
import { useCourseMaterialUpload } from '../../materials';
import { readImageFileSize } from '../lib/image-size';
import { newBlock, type BlockDraft } from '../lib/lesson-draft';

type ImageDraft = Extract<BlockDraft, { kind: 'image' }>;

export type ImageDropStatus =
  | { readonly state: 'idle' }
  | { readonly state: 'sending'; readonly name: string }
  | { readonly state: 'added'; readonly name: string }
  | { readonly state: 'failed'; readonly message: string };

/** The block an event happened in (its key), or null when it happened on the list around the blocks. */
const blockKeyAt = (target: EventTarget) => (target instanceof Element ? (target.closest('[data-block-key]')?.getAttribute('data-block-key') ?? null) : null);

/**
 * Files pasted or dropped anywhere on a lesson's blocks become course materials, through the materials feature's
 * checks and upload, and then image blocks placed after the block they landed in, their size read from the bytes in
 * hand. Text pasted or dropped is left to the editor it lands in.
 */
export function useLessonImageDrop(courseId: string, insertAfter: (afterKey: string | null, block: ImageDraft) => void) {
  const images = useCourseMaterialUpload(courseId, 'image/');
  const [status, setStatus] = useState<ImageDropStatus>({ state: 'idle' });

  const addAll = async (files: readonly File[], afterKey: string | null) => {
    let after = afterKey;
    for (const file of files) {
      setStatus({ state: 'sending', name: file.name });
      try {
        const [material, size] = await Promise.all([images.upload(file), readImageFileSize(file)]);
        const block = { ...(newBlock('image') as ImageDraft), materialId: material.materialId, ...size };
        insertAfter(after, block);
        // Several files keep the order they came in.
        after = block.key;
        setStatus({ state: 'added', name: file.name });
      } catch (error) {
        setStatus({ state: 'failed', message: images.failureMessage(file.name, error) });
        return;
      }
    }
  };

  const onPaste = (event: ClipboardEvent) => {
    const files = Array.from(event.clipboardData.files);
    if (files.length === 0) return;
    event.preventDefault();
    void addAll(files, blockKeyAt(event.target));
  };
  const onDragOver = (event: DragEvent) => {
    if (!Array.from(event.dataTransfer.types).includes('Files')) return;
    // Without this the browser would open the file in place of the editor.
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
  };
  const onDrop = (event: DragEvent) => {
    const files = Array.from(event.dataTransfer.files);
    if (files.length === 0) return;
    event.preventDefault();
    void addAll(files, blockKeyAt(event.target));
  };

  return { status, handlers: { onPaste, onDragOver, onDrop } };
}
