import type { MeResponse } from '@pathwise/contracts';
import { useMemo } from 'react';
import { useT } from '../../../shared/i18n';
import { accountMessages, type AccountMessageKey } from '../account.messages';

/** Where each role's name is in the account catalog. */
export const roleLabelKeys: Readonly<Record<MeResponse['role'], AccountMessageKey>> = {
  creator: 'roleCreator',
  student: 'roleStudent',
  instructor: 'roleInstructor',
  admin: 'roleAdmin',
};

/** Where each plan's name is in the account catalog. */
export const planLabelKeys: Readonly<Record<MeResponse['subscription_tier'], AccountMessageKey>> = {
  free: 'planFree',
  pro: 'planPro',
  pro_plus: 'planProPlus',
};

/** Role and plan names in the reader's language, for any page that shows someone's account, worded once here. */
export function useAccountLabels() {
  const t = useT(accountMessages);
  return useMemo(
    () => ({
      role: (role: MeResponse['role']) => t(roleLabelKeys[role]),
      plan: (tier: MeResponse['subscription_tier']) => t(planLabelKeys[tier]),
    }),
    [t],
  );
}
