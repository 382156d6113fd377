import { useId } from 'react';
import { useT } from '../../shared/i18n';
import { useDocumentTitle } from '../../shared/lib/use-document-title';
import { PageIntro } from '../components/page-intro';
import { PageLink } from '../components/page-link';
import { ContactForm } from '../contact/contact-form';
import { contactMessages } from '../contact/contact.messages';
import '../marketing.css';

/** /contact: a message to the team (a lead admins see at /admin/leads), and where else to find help. */
export default function ContactPage() {
  const t = useT(contactMessages);
  const formId = useId();
  const otherId = useId();
  useDocumentTitle(t('docTitle'));
  return (
    <div className="mk-page">
      <PageIntro eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} />
      <div className="mk-contact">
        <section className="mk-panel" aria-labelledby={formId}>
          <h2 id={formId}>{t('formTitle')}</h2>
          <ContactForm />
          <p className="mk-note">
            {t('privacyNote')} <PageLink to="/privacy">{t('privacyLink')}</PageLink>
          </p>
        </section>
        <aside className="mk-contact-aside" aria-labelledby={otherId}>
          <h2 id={otherId}>{t('otherTitle')}</h2>
          <p>{t('docsBody')}</p>
          <p>
            <PageLink to="/documentation">{t('docsLink')}</PageLink>
          </p>
          <p>{t('resourcesBody')}</p>
          <p>
            <PageLink to="/resources">{t('resourcesLink')}</PageLink>
          </p>
        </aside>
      </div>
    </div>
  );
}
