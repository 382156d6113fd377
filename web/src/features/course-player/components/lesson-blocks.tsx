import type { Lesson } from '@pathwise/contracts';
import { useT } from '../../../shared/i18n';
import { videoEmbed } from '../lib/video-embed';
import { playerMessages } from '../messages/player.messages';

type Block = Lesson['blocks'][number];

/** Text as paragraphs (never as HTML: authors' words are shown, not run), videos, and attachments to download. */
export function LessonBlocks({ blocks }: { readonly blocks: readonly Block[] }) {
  return (
    <div className="lesson-blocks">
      {blocks.map((block, index) => (
        <LessonBlock key={index} block={block} />
      ))}
    </div>
  );
}

function LessonBlock({ block }: { readonly block: Block }) {
  const t = useT(playerMessages);
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
