import type { MeResponse } from '@pathwise/contracts';
import { useT } from '../../../shared/i18n';
import { ProBadge } from '../../../shared/ui/pro-badge';
import { accountCornerMessages } from '../account-corner.messages';

/** Who is signed in, as the header shows them: their name (or email) and, on a paid plan, the PRO badge. */
export function AccountName({ user }: { readonly user: MeResponse }) {
  const t = useT(accountCornerMessages);
  const name = user.profile.display_name ?? user.email ?? t('yourAccount');
  return (
    <span className="account-name">
      {/* A long name ends in an ellipsis where the bar is short of room: its title still tells it whole. */}
      <span className="account-name-text" title={name}>
        {name}
      </span>{' '}
      <ProBadge tier={user.subscription_tier} />
    </span>
  );
}
