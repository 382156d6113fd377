import type { LearnerLessonBlock } from '@pathwise/contracts';
import { useT } from '../../../shared/i18n';
import { materialFileUrl } from '../lib/material-file-url';
import { playerMessages } from '../messages/player.messages';

/** A recording played in the lesson, fetched only when played; its transcript a click away for those who read it. */
export function LessonAudio({ block }: { readonly block: Extract<LearnerLessonBlock, { kind: 'audio' }> }) {
  const t = useT(playerMessages);
  return (
    <figure className="lesson-audio">
      <audio src={materialFileUrl(block.materialId)} controls preload="none" aria-label={block.caption ? t('audio', { caption: block.caption }) : t('audioUntitled')} />
      {block.caption && <figcaption>{block.caption}</figcaption>}
      {block.transcript && (
        <details>
          <summary>{t('transcript')}</summary>
          <p className="lesson-transcript">{block.transcript}</p>
        </details>
      )}
    </figure>
  );
}
