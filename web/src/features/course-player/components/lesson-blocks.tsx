import type { LearnerLessonBlock } from '@pathwise/contracts';
import { useT } from '../../../shared/i18n';
import { MarkdownView } from '../../../shared/markdown';
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
  /** Told when a text block has drawn its Markdown (which loads lazily), with the block's place. */
  readonly onTextRendered?: (index: number) => void;
}

/**
 * Text as Markdown (sanitised: authors' HTML is shown, never run), videos, attachments to download, images,
 * recordings and check-yourself questions.
 */
export function LessonBlocks({ courseId, lessonId, blocks, onTextRendered }: LessonBlocksProps) {
  return (
    <div className="lesson-blocks">
      {blocks.map((block, index) => (
        <LessonBlock key={index} courseId={courseId} lessonId={lessonId} block={block} index={index} onTextRendered={onTextRendered} />
      ))}
    </div>
  );
}

interface LessonBlockProps {
  readonly courseId: string;
  readonly lessonId: string;
  readonly block: Block;
  readonly index: number;
  readonly onTextRendered: ((index: number) => void) | undefined;
}

function LessonBlock({ courseId, lessonId, block, index, onTextRendered }: LessonBlockProps) {
  const t = useT(playerMessages);
  if (block.kind === 'image') return <LessonImage block={block} />;
  if (block.kind === 'audio') return <LessonAudio block={block} />;
  if (block.kind === 'check') return <LessonCheck courseId={courseId} lessonId={lessonId} block={block} />;
  if (block.kind === 'text') {
    // Under the lesson's title (an h2); ids prefixed by the block's place, so two blocks' headings never share one.
    return <MarkdownView text={block.text} topHeadingLevel={3} idPrefix={`text-${index}-`} onRendered={() => onTextRendered?.(index)} />;
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
