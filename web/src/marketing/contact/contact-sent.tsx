import { useEffect, useRef } from 'react';
import { useT } from '../../shared/i18n';
import type { SubmittedLead } from './api/submit-lead';
import { contactMessages } from './contact.messages';

interface ContactSentProps {
  lead: SubmittedLead;
  name: string;
  email: string;
  onAnother: () => void;
}

/** The confirmation that replaces the form; it takes focus so that a screen reader announces it at once. */
export function ContactSent({ lead, name, email, onAnother }: ContactSentProps) {
  const t = useT(contactMessages);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="mk-sent" role="status">
      <h3 ref={heading} tabIndex={-1}>
        {t('sentTitle')}
      </h3>
      <p>{t('sentBody', { name, email })}</p>
      <p className="mk-note">{t('reference', { id: lead.lead_id })}</p>
      <button type="button" className="button button-secondary" onClick={onAnother}>
        {t('sendAnother')}
      </button>
    </div>
  );
}
