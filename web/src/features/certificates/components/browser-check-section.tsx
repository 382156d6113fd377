import { useT } from '../../../shared/i18n';
import { QueryError } from '../../../shared/ui/query-error';
import { useBrowserCheck } from '../api/check-credential-in-browser';
import { verifyMessages } from '../verify.messages';
import { BrowserCheckVerdict } from './browser-check-verdict';

/** The certificate's signed credential, verified by the visitor's browser against the issuer's published key. */
export function BrowserCheckSection({ certificateId, issuerName }: { certificateId: string; issuerName: string }) {
  const t = useT(verifyMessages);
  const check = useBrowserCheck(certificateId);
  return (
    <section className="card verify-browser-check" aria-labelledby="verify-browser-check-heading" aria-busy={check.isPending}>
      <h2 id="verify-browser-check-heading">{t('browserCheckTitle')}</h2>
      <p>{t('browserCheckIntro', { issuer: issuerName })}</p>
      <div role="status">
        {check.isPending && <p>{t('browserChecking')}</p>}
        {check.data && <BrowserCheckVerdict check={check.data} issuerName={issuerName} />}
      </div>
      {check.isError && <QueryError title={t('couldNotCheck')} error={check.error} onRetry={() => void check.refetch()} retrying={check.isFetching} />}
    </section>
  );
}
