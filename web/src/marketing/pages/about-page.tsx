import { useId } from 'react';
import { useT } from '../../shared/i18n';
import { useDocumentTitle } from '../../shared/lib/use-document-title';
import { aboutMessages } from '../about/about.messages';
import { PageIntro } from '../components/page-intro';
import { PageLink } from '../components/page-link';
import '../marketing.css';

const values = [1, 2, 3, 4, 5] as const;
const choices = [1, 2, 3, 4] as const;

/** /about: the mission, what Pathwise believes, and how it is built (event-sourced, transparent, erasable). */
export default function AboutPage() {
  const t = useT(aboutMessages);
  const missionId = useId();
  const valuesId = useId();
  const builtId = useId();
  const contactId = useId();
  useDocumentTitle(t('docTitle'));
  return (
    <div className="mk-page">
      <PageIntro eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} />
      <section className="mk-section mk-narrow" aria-labelledby={missionId}>
        <h2 id={missionId}>{t('missionTitle')}</h2>
        <p>{t('mission1')}</p>
        <p>{t('mission2')}</p>
      </section>
      <section className="mk-section" aria-labelledby={valuesId}>
        <h2 id={valuesId}>{t('valuesTitle')}</h2>
        <ul className="mk-grid-list">
          {values.map((n) => (
            <li key={n}>
              <h3>{t(`value${n}Title`)}</h3>
              <p>{t(`value${n}Body`)}</p>
            </li>
          ))}
        </ul>
      </section>
      <section className="mk-section" aria-labelledby={builtId}>
        <h2 id={builtId}>{t('builtTitle')}</h2>
        <p className="mk-section-intro">{t('builtIntro')}</p>
        <ol className="mk-steps">
          {choices.map((n) => (
            <li key={n} className="mk-step">
              <h3>{t(`built${n}Title`)}</h3>
              <p>{t(`built${n}Body`)}</p>
            </li>
          ))}
        </ol>
        <p className="mk-inline-links">
          <PageLink to="/">{t('liveLink')}</PageLink>
          <PageLink to="/documentation">{t('docsLink')}</PageLink>
        </p>
      </section>
      <section className="mk-cta" aria-labelledby={contactId}>
        <h2 id={contactId}>{t('contactTitle')}</h2>
        <p>{t('contactBody')}</p>
        <div className="mk-actions">
          <PageLink to="/contact" className="button">
            {t('contactLink')}
          </PageLink>
        </div>
      </section>
    </div>
  );
}
