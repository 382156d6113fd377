import { useId } from 'react';
import { useT } from '../../shared/i18n';
import { useDocumentTitle } from '../../shared/lib/use-document-title';
import { commonMessages } from '../components/common.messages';
import { PageIntro } from '../components/page-intro';
import { PageLink } from '../components/page-link';
import { glossaryMessages } from '../resources/glossary.messages';
import { resourcesMessages } from '../resources/resources.messages';
import '../marketing.css';

const guides = [
  { title: 'designTitle', tips: ['design1', 'design2', 'design3', 'design4', 'design5'] },
  { title: 'questionsTitle', tips: ['questions1', 'questions2', 'questions3', 'questions4'] },
  { title: 'motivationTitle', tips: ['motivation1', 'motivation2', 'motivation3', 'motivation4'] },
] as const;

const terms = [
  'skill',
  'prerequisite',
  'mastery',
  'calibration',
  'frontier',
  'band',
  'spacing',
  'fsrs',
  'retrievability',
  'irt',
  'cat',
  'standardError',
  'learningEvent',
  'eventSourcing',
] as const;

const externalLinks = [
  { key: 'fsrsLink', href: 'https://github.com/open-spaced-repetition/fsrs4anki/wiki/The-Algorithm' },
  { key: 'problemLink', href: 'https://www.rfc-editor.org/rfc/rfc9457' },
  { key: 'wcagLink', href: 'https://www.w3.org/WAI/standards-guidelines/wcag/' },
] as const;

/** /resources: guides for course designers, a glossary of adaptive-learning terms, and further reading. */
export default function ResourcesPage() {
  const t = useT(resourcesMessages);
  const glossary = useT(glossaryMessages);
  const common = useT(commonMessages);
  const guidesId = useId();
  const glossaryId = useId();
  const linksId = useId();
  useDocumentTitle(t('docTitle'));
  return (
    <div className="mk-page">
      <PageIntro eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} />
      <section className="mk-section" aria-labelledby={guidesId}>
        <h2 id={guidesId}>{t('guidesTitle')}</h2>
        <div className="mk-guides">
          {guides.map((guide) => (
            <article key={guide.title} className="mk-panel">
              <h3>{t(guide.title)}</h3>
              <ol className="mk-numbered">
                {guide.tips.map((tip) => (
                  <li key={tip}>{t(tip)}</li>
                ))}
              </ol>
            </article>
          ))}
        </div>
      </section>
      <section className="mk-section" aria-labelledby={glossaryId}>
        <h2 id={glossaryId}>{t('glossaryTitle')}</h2>
        <dl className="mk-terms mk-glossary">
          {terms.map((term) => (
            <div key={term}>
              <dt>{glossary(term)}</dt>
              <dd>{glossary(`${term}Def`)}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section className="mk-section" aria-labelledby={linksId}>
        <h2 id={linksId}>{t('linksTitle')}</h2>
        <div className="mk-columns">
          <div>
            <h3>{t('onPathwise')}</h3>
            <ul className="mk-link-list">
              <li>
                <PageLink to="/documentation">{t('docsLink')}</PageLink>
              </li>
              <li>
                <PageLink to="/demo">{t('demoLink')}</PageLink>
              </li>
              <li>
                <PageLink to="/features/adaptive-builder-demo">{common('builderDemo')}</PageLink>
              </li>
              <li>
                <PageLink to="/features/emotional-design-demo">{common('emotionalDemo')}</PageLink>
              </li>
              <li>
                {/* Served by the API server, outside this app's routes. */}
                <a href="/api/docs">{t('apiLink')}</a>
              </li>
            </ul>
          </div>
          <div>
            <h3>{t('elsewhere')}</h3>
            <ul className="mk-link-list">
              {externalLinks.map((link) => (
                <li key={link.key}>
                  <a href={link.href} rel="noopener noreferrer">
                    {t(link.key)}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>
    </div>
  );
}
