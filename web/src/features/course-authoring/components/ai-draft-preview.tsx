import type { AiGenerateResponse, Lesson, QuizItem } from '@pathwise/contracts';
import { useT } from '../../../shared/i18n';
import { aiDraftMessages } from '../messages/ai-draft.messages';
import { contentMessages } from '../messages/content.messages';
import { AiDraftMarkView } from './ai-draft-mark';

type LessonBlock = Lesson['blocks'][number];

/** A generation shown before it is accepted: the lesson's blocks, or the quiz's items. */
export interface DraftPreview {
  readonly kind: 'lesson' | 'quiz';
  readonly response: AiGenerateResponse;
}

interface AiDraftPreviewProps {
  readonly preview: DraftPreview;
  readonly accepting: boolean;
  readonly onAccept: () => void;
  readonly onDiscard: () => void;
}

/** What the model drafted, each piece with its sources and its flagged claims, to accept whole or discard. */
export function AiDraftPreview({ preview, accepting, onAccept, onDiscard }: AiDraftPreviewProps) {
  const t = useT(aiDraftMessages);
  const { content, provider, model, creditsSpent } = preview.response;
  if (content.kind === 'feedback') return null;
  const pieces: readonly (LessonBlock | QuizItem)[] = content.kind === 'lesson' ? content.blocks : content.items;
  return (
    <section className="ai-draft-preview" aria-label={t('preview')}>
      <p>{t('previewOf', { provider, model, credits: creditsSpent })}</p>
      {content.unsupported.length > 0 && <p className="ai-mark-flag">{t('previewFlagged', { count: content.unsupported.length })}</p>}
      <ol className="ai-draft-pieces">
        {pieces.map((piece, index) => (
          <li key={index}>
            <PieceText piece={piece} />
            <AiDraftMarkView
              mark={{
                sources: content.sources[index] ?? [],
                unsupported: content.unsupported.filter((claim) => claim.index === index).map((claim) => claim.claim),
                reviewed: false,
              }}
            />
          </li>
        ))}
      </ol>
      <div className="form-actions">
        <button type="button" className="button" aria-disabled={accepting} onClick={() => !accepting && onAccept()}>
          {t('accept')}
        </button>
        <button type="button" className="button button-secondary" onClick={onDiscard}>
          {t('discard')}
        </button>
      </div>
    </section>
  );
}

function PieceText({ piece }: { readonly piece: LessonBlock | QuizItem }) {
  const t = useT(aiDraftMessages);
  const content = useT(contentMessages);
  if ('itemId' in piece) {
    const correct = piece.options.filter((option) => piece.answerKey.correctOptionIds.includes(option.optionId)).map((option) => option.text);
    const answer = [...correct, ...piece.answerKey.acceptedAnswers, ...(piece.answerKey.numeric ? [`${piece.answerKey.numeric.value} ${piece.answerKey.numeric.unit}`.trim()] : [])].join(', ');
    return (
      <div className="ai-draft-piece">
        <p>{piece.prompt}</p>
        <p className="field-hint">{t('answer', { answer })}</p>
      </div>
    );
  }
  if (piece.kind === 'text') return <div className="ai-draft-piece ai-draft-text">{piece.text}</div>;
  if (piece.kind === 'check') return <p className="ai-draft-piece">{t('checkBlock', { prompt: piece.item.prompt })}</p>;
  return <p className="ai-draft-piece">{content('blockText')}</p>;
}
