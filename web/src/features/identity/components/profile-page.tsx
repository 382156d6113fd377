import type { MeResponse } from '@pathwise/contracts';
import { useFormat, useT } from '../../../shared/i18n';
import { useDocumentTitle } from '../../../shared/lib/use-document-title';
import { ProBadge } from '../../../shared/ui/pro-badge';
import { useAuth } from '../lib/use-auth';
import { planLabelKeys, roleLabelKeys } from '../lib/account-labels';
import { accountMessages } from '../account.messages';
import { DisplayNameForm } from './display-name-form';
import { ProfilePictureField } from './profile-picture-field';

const DAY: Intl.DateTimeFormatOptions = { dateStyle: 'long' };
const DAY_AND_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'long', timeStyle: 'short' };

function AccountFacts({ user }: { user: MeResponse }) {
  const t = useT(accountMessages);
  const format = useFormat();
  return (
    <dl className="facts">
      <div className="fact">
        <dt>{t('email')}</dt>
        <dd>{user.email ?? t('noEmail')}</dd>
      </div>
      <div className="fact">
        <dt>{t('role')}</dt>
        <dd>{t(roleLabelKeys[user.role])}</dd>
      </div>
      <div className="fact">
        <dt>{t('plan')}</dt>
        <dd className="fact-plan">
          {t(planLabelKeys[user.subscription_tier])} <ProBadge tier={user.subscription_tier} />
        </dd>
      </div>
      <div className="fact">
        <dt>{t('aiCredits')}</dt>
        <dd>
          {format.number(user.ai_credits.balance)}
          <span className="fact-note">
            {t('lastGranted', { date: format.date(user.ai_credits.last_grant_date, DAY) })}
          </span>
        </dd>
      </div>
      <div className="fact">
        <dt>{t('memberSince')}</dt>
        <dd>
          <time dateTime={user.created_at}>{format.date(user.created_at, DAY)}</time>
        </dd>
      </div>
      <div className="fact">
        <dt>{t('lastSignIn')}</dt>
        <dd>
          {user.last_login ? (
            <time dateTime={user.last_login}>{format.date(user.last_login, DAY_AND_TIME)}</time>
          ) : (
            t('lastSignInUnknown')
          )}
        </dd>
      </div>
    </dl>
  );
}

/** /profile: who you are on Pathwise, your name and picture. Rendered inside the sign-in guard. */
export function ProfilePage() {
  const t = useT(accountMessages);
  useDocumentTitle(t('profileTitle'));
  const { user } = useAuth();
  if (!user) return null;
  return (
    <div className="account-page">
      <h1>{t('profileTitle')}</h1>
      <section className="card" aria-labelledby="profile-account-heading">
        <h2 id="profile-account-heading">{t('accountHeading')}</h2>
        <AccountFacts user={user} />
      </section>
      <section className="card" aria-labelledby="profile-name-heading">
        <h2 id="profile-name-heading">{t('nameHeading')}</h2>
        <DisplayNameForm displayName={user.profile.display_name} />
      </section>
      <section className="card" aria-labelledby="profile-picture-heading">
        <h2 id="profile-picture-heading">{t('pictureHeading')}</h2>
        <ProfilePictureField user={user} />
      </section>
    </div>
  );
}
