import { useId } from 'react';
import { useT } from '../../shared/i18n';
import { useAuth } from '../../features/identity';
import { commonMessages } from './common.messages';
import { StartActions } from './start-actions';

interface CtaBandProps {
  /** Defaults to the shared call to action. */
  title?: string;
  body?: string;
}

/** The closing call to action of a public page: sign up (or browse courses when signed in), the demo, pricing. */
export function CtaBand({ title, body }: CtaBandProps) {
  const t = useT(commonMessages);
  const headingId = useId();
  const signedIn = useAuth().status === 'signed-in';
  return (
    <section className="mk-cta" aria-labelledby={headingId}>
      <h2 id={headingId}>{title ?? t('ctaTitle')}</h2>
      <p>{body ?? (signedIn ? t('ctaBodySignedIn') : t('ctaBody'))}</p>
      <div className="mk-actions">
        <StartActions />
      </div>
    </section>
  );
}
