import type { AdminUserSummary } from '@pathwise/contracts';
import { useT } from '../../../shared/i18n';
import { adminUsersMessages } from '../messages';
import { ChangeAccessForm } from './change-access-form';
import { GrantCreditsForm } from './grant-credits-form';
import { UserChangeTrail } from './user-change-trail';

interface UserPanelProps {
  readonly user: AdminUserSummary;
  /** How the user is named to the reader: their display name, else their email. */
  readonly name: string;
  /** The admin's own row: their role is locked, since demoting oneself cannot be undone from the inside. */
  readonly isSignedInUser: boolean;
}

/** One user unfolded: a form each for the role, the plan and granting AI credits, and the changes made so far. */
export function UserPanel({ user, name, isSignedInUser }: UserPanelProps) {
  const t = useT(adminUsersMessages);
  return (
    <section className="user-panel" aria-label={t('panel', { name })}>
      <div className="user-panel-forms">
        <ChangeAccessForm user={user} field="role" locked={isSignedInUser} />
        <ChangeAccessForm user={user} field="subscription_tier" />
        <GrantCreditsForm user={user} />
      </div>
      <UserChangeTrail userId={user.uid} />
    </section>
  );
}
