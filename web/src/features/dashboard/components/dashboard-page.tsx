import type { MeResponse } from '@pathwise/contracts';
import { Link } from '@tanstack/react-router';
import { useFormat, useT } from '../../../shared/i18n';
import { useDocumentTitle } from '../../../shared/lib/use-document-title';
import { ProBadge } from '../../../shared/ui/pro-badge';
import { useAuth } from '../../identity';
import { frameTitles } from '../../frames';
import { NpsSurveyCard } from '../../nps';
import { dashboardAreas, type Area } from '../lib/dashboard-areas';
import { isFirstSignIn } from '../lib/first-sign-in';
import { dashboardMessages } from '../messages';
import '../dashboard.css';

/** /dashboard: the signed-in user's hub, with the areas their role and plan open (spec sections 2 and 6). */
export default function DashboardPage() {
  const t = useT(dashboardMessages);
  const titles = useT(frameTitles);
  const format = useFormat();
  const { user } = useAuth();
  useDocumentTitle(t('title'));
  // Rendered inside the sign-in gate; the check only narrows the type.
  if (!user) return null;

  const name = user.profile.display_name ?? user.email;
  return (
    <div className="dashboard">
      <div className="dashboard-header">
        <h1>
          {isFirstSignIn(user) ? (name ? t('greetingFirst', { name }) : t('greetingFirstNoName')) : name ? t('greeting', { name }) : t('greetingNoName')}{' '}
          <ProBadge tier={user.subscription_tier} />
        </h1>
        <p className="dashboard-standing">
          {t('standing', {
            role: t(`role_${user.role}`),
            plan: t(`plan_${user.subscription_tier}`),
            credits: format.number(user.ai_credits.balance),
          })}
        </p>
      </div>
      <NpsSurveyCard />
      <div className="dashboard-areas">
        {dashboardAreas(user).map((area) => (
          <AreaCard key={area.name} area={area} user={user} />
        ))}
        <section className="dashboard-area" aria-labelledby="area-account">
          <h2 id="area-account">{t('account')}</h2>
          <p>{t('accountIntro')}</p>
          <ul>
            <li>
              <Link to="/profile">{t('profile')}</Link>
            </li>
            <li>
              <Link to="/settings">{t('settings')}</Link>
            </li>
            <li>
              <Link to="/billing">{titles('billing')}</Link>
            </li>
          </ul>
        </section>
      </div>
    </div>
  );
}

const intros = { learn: 'learnIntro', teach: 'teachIntro', admin: 'adminIntro' } as const;

function AreaCard({ area, user }: { area: Area; user: MeResponse }) {
  const t = useT(dashboardMessages);
  const titles = useT(frameTitles);
  const headingId = `area-${area.name}`;
  const intro =
    area.name === 'plan'
      ? t(user.subscription_tier === 'pro_plus' ? 'planProPlusIntro' : 'planUpgradeIntro')
      : t(intros[area.name]);
  return (
    <section className="dashboard-area" aria-labelledby={headingId}>
      <h2 id={headingId}>{t(area.name)}</h2>
      <p>{intro}</p>
      {area.upgrade && (
        <Link to="/billing" className="button">
          {t('upgradePlan')}
        </Link>
      )}
      <ul>
        {area.links.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{titles(link.title)}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
