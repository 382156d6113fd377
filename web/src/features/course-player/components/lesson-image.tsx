import type { LearnerLessonBlock } from '@pathwise/contracts';
import { materialFileUrl } from '../lib/material-file-url';

/** An image of the lesson, as wide as the text at most; loaded when it nears the screen, its room kept meanwhile. */
export function LessonImage({ block }: { readonly block: Extract<LearnerLessonBlock, { kind: 'image' }> }) {
  return (
    <figure className="lesson-image">
      <img src={materialFileUrl(block.materialId)} alt={block.alt} loading="lazy" decoding="async" width={block.width} height={block.height} />
      {block.caption && <figcaption>{block.caption}</figcaption>}
    </figure>
  );
}
