import { useFormat, useT } from '../../shared/i18n';
import { useDocumentTitle } from '../../shared/lib/use-document-title';
import { PageLink } from '../components/page-link';
import { TableOfContents } from '../components/table-of-contents';
import { legalMessages } from './legal.messages';

/** When the policies last changed: shown at the top of both, and to be moved whenever their text changes. */
export const POLICIES_UPDATED = '2026-11-22';

// Prefixed so that a section called "main" or "content" cannot collide with the shell's landmarks.
const anchor = (id: string) => `legal-${id}`;

export interface LegalSection {
  id: string;
  title: string;
  paragraphs: readonly string[];
}

interface LegalDocumentProps {
  docTitle: string;
  title: string;
  lead: string;
  sections: readonly LegalSection[];
}

/** A policy page: title, date, a table of contents, numbered sections, and the related pages. */
export function LegalDocument({ docTitle, title, lead, sections }: LegalDocumentProps) {
  const t = useT(legalMessages);
  const { date } = useFormat();
  useDocumentTitle(docTitle);
  return (
    <div className="mk-page mk-prose-page">
      <header className="mk-intro">
        <p className="mk-eyebrow">{t('eyebrow')}</p>
        <h1 className="mk-title">{title}</h1>
        <p className="mk-lead">{lead}</p>
        <p className="mk-note">{t('updated', { date: date(`${POLICIES_UPDATED}T12:00:00Z`, { dateStyle: 'long' }) })}</p>
      </header>
      <div className="mk-prose-layout">
        <TableOfContents label={t('contents')} entries={sections.map((section) => ({ id: anchor(section.id), title: section.title }))} />
        <div className="mk-prose">
          {sections.map((section, index) => (
            <section key={section.id} aria-labelledby={anchor(section.id)}>
              <h2 id={anchor(section.id)} tabIndex={-1}>
                {index + 1}. {section.title}
              </h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </section>
          ))}
          <nav className="mk-see-also" aria-label={t('seeAlso')}>
            <PageLink to="/privacy">{t('privacy')}</PageLink>
            <PageLink to="/terms">{t('terms')}</PageLink>
            <PageLink to="/pricing">{t('pricing')}</PageLink>
            <PageLink to="/contact">{t('contact')}</PageLink>
          </nav>
        </div>
      </div>
    </div>
  );
}
