import { Link } from '@tanstack/react-router';
import { useFormat, useT } from '../../../shared/i18n';
import { aiCreditsMessages } from '../ai-credits.messages';
import { useAuth } from '../lib/use-auth';
import '../ai-credits.css';

const DAY: Intl.DateTimeFormatOptions = { dateStyle: 'medium' };

/**
 * The signed-in account's AI credits, compact ("✦ 87 credits"), linking to the plans that grant more; its name says
 * the whole of it (balance and last grant) for screen readers. Read from the session, so it costs no request.
 */
export default function AiCreditsBalance() {
  const t = useT(aiCreditsMessages);
  const format = useFormat();
  const auth = useAuth();
  if (auth.status !== 'signed-in') return null;
  const { balance, last_grant_date: lastGrant } = auth.user.ai_credits;
  const label = t('label', { count: balance, date: format.date(lastGrant, DAY) });
  return (
    <Link to="/billing" className="ai-credits-balance" aria-label={label} title={label} data-empty={balance === 0 ? 'true' : undefined}>
      {/* A phone's bar has room for the number alone; the link's name says the rest. */}
      <span aria-hidden="true">
        ✦ <span className="ai-credits-words">{t('credits', { count: balance })}</span>
        <span className="ai-credits-number">{format.number(balance)}</span>
      </span>
    </Link>
  );
}
