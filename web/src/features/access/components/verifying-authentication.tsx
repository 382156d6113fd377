import { useT } from '../../../shared/i18n';
import { accessMessages } from '../messages';

/** What a gated page shows while the session is being checked (spec section 2). */
export function VerifyingAuthentication() {
  const t = useT(accessMessages);
  return (
    <p className="verifying" role="status">
      {t('verifying')}
    </p>
  );
}
