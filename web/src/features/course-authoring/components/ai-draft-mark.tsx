import type { AiDraftMark } from '@pathwise/contracts';
import { useId, useState } from 'react';
import { useFormat, useT } from '../../../shared/i18n';
import { aiDraftMessages } from '../messages/ai-draft.messages';

type Sources = AiDraftMark['sources'];

interface AiDraftMarkViewProps {
  /** The provenance is there once the draft is accepted; a preview shows the sources alone. */
  readonly mark: Pick<AiDraftMark, 'sources' | 'unsupported' | 'reviewed'> & { readonly provenance?: AiDraftMark['provenance'] };
  /** Vouching for a flagged block; absent in a preview, where there is nothing to review yet. */
  readonly onReview?: () => void;
  readonly reviewing?: boolean;
}

/**
 * A block or question that stands as a model drafted it: the "AI-drafted" mark, its sources on hover or focus, and
 * what the grounding check found no support for, flagged until a person reviews it.
 */
export function AiDraftMarkView({ mark, onReview, reviewing = false }: AiDraftMarkViewProps) {
  const t = useT(aiDraftMessages);
  const flagged = mark.unsupported.length > 0 && !mark.reviewed;
  return (
    <div className={flagged ? 'ai-mark ai-mark-flagged' : 'ai-mark'}>
      <span className="ai-mark-badge">{t('aiDrafted')}</span>
      {mark.reviewed && mark.unsupported.length > 0 && <span className="ai-mark-reviewed">{t('reviewed')}</span>}
      <SourcesTip sources={mark.sources} provenance={mark.provenance} />
      {flagged && (
        <div className="ai-mark-flag" role="note">
          <ul>
            {mark.unsupported.map((claim) => (
              <li key={claim}>{t('unsupported', { claim })}</li>
            ))}
          </ul>
          {onReview && (
            <button type="button" className="button button-secondary" aria-disabled={reviewing} onClick={() => !reviewing && onReview()}>
              {t('markReviewed')}
            </button>
          )}
        </div>
      )}
    </div>
  );
}

/** The passages a block rests on, shown while the pointer is over its button or the button has the focus. */
function SourcesTip({ sources, provenance }: { readonly sources: Sources; readonly provenance: AiDraftMark['provenance'] | undefined }) {
  const t = useT(aiDraftMessages);
  const format = useFormat();
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <span className="ai-sources" onMouseEnter={() => setOpen(true)} onMouseLeave={() => setOpen(false)}>
      <button
        type="button"
        className="ai-sources-trigger"
        aria-expanded={open}
        aria-describedby={open ? id : undefined}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onClick={() => setOpen((current) => !current)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setOpen(false);
        }}
      >
        {t('sources', { count: sources.length })}
      </button>
      {open && (
        <div role="tooltip" id={id} className="ai-sources-tip">
          <p className="ai-sources-heading">{t('sourcesOf')}</p>
          {provenance && (
            <p>
              {t('provenance', { provider: provenance.provider, model: provenance.model, task: provenance.task, date: format.date(provenance.acceptedAt), credits: provenance.creditsSpent })}
            </p>
          )}
          {sources.length === 0 ? (
            <p>{t('noSources')}</p>
          ) : (
            <ul>
              {sources.map((source, index) => (
                <li key={index}>
                  <cite>
                    {source.page === null
                      ? t('sourcePlace', { file: source.file, paragraph: source.paragraph })
                      : t('sourcePlaceWithPage', { file: source.file, page: source.page, paragraph: source.paragraph })}
                  </cite>{' '}
                  <q>{source.text}</q>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </span>
  );
}
