import { useT } from '../../../shared/i18n';
import type { BrowserCheck } from '../lib/verify-in-browser';
import { verifyMessages } from '../verify.messages';

/** What the browser's own check found, in words, with the libraries' detail when it failed. */
export function BrowserCheckVerdict({ check, issuerName }: { check: BrowserCheck; issuerName: string }) {
  const t = useT(verifyMessages);
  if (check.verified) return <p className="verdict verdict-verified">{t('browserVerified')}</p>;
  if (check.failure === 'revoked') return <p className="verdict verdict-revoked">{t('browserRevoked')}</p>;
  return (
    <div className="verdict verdict-failed">
      <p>{t(`failure_${check.failure ?? 'malformed'}`, { issuer: issuerName })}</p>
      {/* A changed credential's detail says no more than the sentence above. */}
      {check.detail && check.failure !== 'bad_signature' && <p className="field-hint">{t('detail', { detail: check.detail })}</p>}
    </div>
  );
}
