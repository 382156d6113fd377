import { contentModalities, type ContentModality, type LessonBlock } from '@pathwise/event-schemas';

/** What an attached file is experienced as, by its content type; data files and archives are none of them. */
function modalityOfFile(contentType: string): ContentModality | null {
  if (contentType.startsWith('video/')) return 'video';
  if (contentType.startsWith('audio/')) return 'audio';
  if (contentType.startsWith('image/')) return 'image';
  if (contentType === 'application/pdf' || contentType === 'text/plain' || contentType === 'text/markdown') return 'text';
  return null;
}

/**
 * The modalities a lesson's blocks offer, each once, in a fixed order. An attachment counts by its file's type
 * (an mp3 is audio), which `contentTypeOf` knows from the materials; a file it does not know counts as nothing. An
 * image or audio block is its kind (only such materials are shared through it); a check question is practice, not
 * content to take in.
 */
export function lessonModalities(
  blocks: readonly LessonBlock[],
  contentTypeOf: (materialId: string) => string | undefined,
): ContentModality[] {
  const present = new Set<ContentModality>();
  for (const block of blocks) {
    if (block.kind === 'text' && block.text.trim() !== '') present.add('text');
    if (block.kind === 'video') present.add('video');
    if (block.kind === 'image') present.add('image');
    if (block.kind === 'audio') present.add('audio');
    if (block.kind === 'attachment') {
      const contentType = contentTypeOf(block.materialId);
      const modality = contentType === undefined ? null : modalityOfFile(contentType);
      if (modality) present.add(modality);
    }
  }
  return contentModalities.filter((modality) => present.has(modality));
}
