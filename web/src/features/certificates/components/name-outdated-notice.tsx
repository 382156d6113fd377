import type { MyCertificate } from '@pathwise/contracts';
import { useId } from 'react';
import { useT } from '../../../shared/i18n';
import { reissueMessages } from '../reissue.messages';

/** On a certificate that shows a name its holder no longer goes by: what changed, and the way to reissue it. */
export function NameOutdatedNotice({ certificate, onReissue }: { readonly certificate: MyCertificate; readonly onReissue: () => void }) {
  const t = useT(reissueMessages);
  const headingId = useId();
  return (
    <section className="certificate-name-notice" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('noticeTitle')}</h3>
      <p>{t('noticeBody', { name: certificate.holderName ?? '' })}</p>
      <p>
        <button type="button" className="button" onClick={onReissue}>
          {t('reissue')}
        </button>
      </p>
    </section>
  );
}
