import { useT } from '../../shared/i18n';
import { useAuth } from '../../features/identity';
import { commonMessages } from './common.messages';
import { PageLink } from './page-link';

/** The first step a public page offers: sign up, or for someone already signed in, the courses. */
export function StartLink() {
  const t = useT(commonMessages);
  return useAuth().status === 'signed-in' ? (
    <PageLink to="/courses" className="button">
      {t('browseCourses')}
    </PageLink>
  ) : (
    <PageLink to="/signup" className="button">
      {t('signUp')}
    </PageLink>
  );
}

/** The first step with the two ways to look before taking it: the demo and the prices. */
export function StartActions() {
  const t = useT(commonMessages);
  return (
    <>
      <StartLink />
      <PageLink to="/demo" className="button button-secondary">
        {t('exploreDemo')}
      </PageLink>
      <PageLink to="/pricing" className="button button-secondary">
        {t('seePricing')}
      </PageLink>
    </>
  );
}
