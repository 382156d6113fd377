import type { MeResponse } from '@pathwise/contracts';
import { useT } from '../i18n';
import { uiMessages } from './messages';

type Tier = MeResponse['subscription_tier'];

/** Pro and Pro Plus subscribers both get the PRO badge (spec sections 2 and 6). */
export const isProTier = (tier: Tier): boolean => tier === 'pro' || tier === 'pro_plus';

export function ProBadge({ tier }: { tier: Tier }) {
  const t = useT(uiMessages);
  if (!isProTier(tier)) return null;
  return (
    <span className="pro-badge" title={tier === 'pro_plus' ? t('proPlusPlan') : t('proPlan')}>
      {t('proBadge')}
    </span>
  );
}
