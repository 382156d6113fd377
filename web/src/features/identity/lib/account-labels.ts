import type { MeResponse } from '@pathwise/contracts';
import type { AccountMessageKey } from '../account.messages';

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
