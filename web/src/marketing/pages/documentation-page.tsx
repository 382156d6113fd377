import { useT } from '../../shared/i18n';
import { useDocumentTitle } from '../../shared/lib/use-document-title';
import { PageIntro } from '../components/page-intro';
import { PageLink } from '../components/page-link';
import { TableOfContents } from '../components/table-of-contents';
import { AdminAndApi, CreatingAndAdaptivity, docTopics, GettingStarted } from '../documentation/docs-sections';
import { docsMessages } from '../documentation/docs.messages';
import '../marketing.css';

/** /documentation: signing in, profile, studying, creating, how adaptivity decides, admin tools, the API. */
export default function DocumentationPage() {
  const t = useT(docsMessages);
  useDocumentTitle(t('docTitle'));
  return (
    <div className="mk-page mk-prose-page">
      <PageIntro eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} />
      <div className="mk-prose-layout">
        <TableOfContents label={t('contents')} entries={docTopics.map((topic) => ({ id: topic.id, title: t(topic.title) }))} />
        <div className="mk-prose">
          <GettingStarted />
          <CreatingAndAdaptivity />
          <AdminAndApi />
          <p className="mk-note">
            {t('stillStuck')} <PageLink to="/contact">{t('contactLink')}</PageLink>
          </p>
        </div>
      </div>
    </div>
  );
}
