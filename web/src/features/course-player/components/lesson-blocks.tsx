import type { LearnerLessonBlock } from '@pathwise/contracts';
import { useT } from '../../../shared/i18n';
import { videoEmbed } from '../lib/video-embed';
import { playerMessages } from '../messages/player.messages';
import { LessonAudio } from './lesson-audio';
import { LessonCheck } from './lesson-check';
import { LessonImage } from './lesson-image';

type Block = LearnerLessonBlock;

interface LessonBlocksProps {
  readonly courseId: string;
  readonly lessonId: string;
  readonly blocks: readonly Block[];
}

/**
 * Text as paragraphs (never as HTML: authors' words are shown, not run), videos, attachments to download, images,
 * recordings and check-yourself questions.
 */
export function LessonBlocks({ courseId, lessonId, blocks }: LessonBlocksProps) {
  return (
    <div className="lesson-blocks">
      {blocks.map((block, index) => (
        <LessonBlock key={index} courseId={courseId} lessonId={lessonId} block={block} />
      ))}
    </div>
  );
}

function LessonBlock({ courseId, lessonId, block }: { readonly courseId: string; readonly lessonId: string; readonly block: Block }) {
  const t = useT(playerMessages);
  if (block.kind === 'image') return <LessonImage block={block} />;
  if (block.kind === 'audio') return <LessonAudio block={block} />;
  if (block.kind === 'check') return <LessonCheck courseId={courseId} lessonId={lessonId} block={block} />;
  if (block.kind === 'text') {
    return (
      <div className="lesson-text-block">
        {block.text
          .split(/\n\s*\n/)
          .filter((paragraph) => paragraph.trim() !== '')
          .map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
      </div>
    );
  }
  if (block.kind === 'video') {
    const title = block.caption ? t('video', { caption: block.caption }) : t('videoUntitled');
    const embed = videoEmbed(block.url);
    return (
      <figure className="lesson-video">
        {embed?.kind === 'iframe' && (
          <iframe src={embed.src} title={title} allow="fullscreen; picture-in-picture" sandbox="allow-scripts allow-same-origin allow-presentation" loading="lazy" />
        )}
        {embed?.kind === 'file' && <video src={embed.src} controls preload="metadata" aria-label={title} />}
        <figcaption>
          {block.caption && <span>{block.caption} · </span>}
          <a href={block.url} target="_blank" rel="noopener noreferrer">
            {t('openVideo')}
          </a>
        </figcaption>
      </figure>
    );
  }
  return (
    <p className="lesson-attachment">
      <a href={`/api/materials/${encodeURIComponent(block.materialId)}/download`} download>
        {t('download', { name: block.name })}
      </a>
    </p>
  );
}
