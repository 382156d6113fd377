import { useT } from '../../shared/i18n';
import { useDocumentTitle } from '../../shared/lib/use-document-title';
import { useAuth } from '../../features/identity';
import { PlatformOverview } from '../../features/platform';
import { commonMessages } from '../components/common.messages';
import { CtaBand } from '../components/cta-band';
import { PageIntro } from '../components/page-intro';
import { PageLink } from '../components/page-link';
import { PathIllustration } from '../components/path-illustration';
import { AdaptivitySteps, AudienceSection, FeatureHighlights } from '../home/home-sections';
import { homeMessages } from '../home/home.messages';
import '../marketing.css';

/** Home: the pitch for learners and creators, adaptivity in three steps, the live platform figures. */
export default function HomePage() {
  const t = useT(homeMessages);
  const common = useT(commonMessages);
  const signedIn = useAuth().status === 'signed-in';
  useDocumentTitle(t('docTitle'));
  return (
    <div className="mk-page">
      <div className="mk-hero">
        <PageIntro eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')}>
          {signedIn ? (
            <PageLink to="/courses" className="button">
              {common('browseCourses')}
            </PageLink>
          ) : (
            <PageLink to="/signup" className="button">
              {common('signUp')}
            </PageLink>
          )}
          <PageLink to="/demo" className="button button-secondary">
            {common('exploreDemo')}
          </PageLink>
          <PageLink to="/pricing" className="button button-secondary">
            {common('seePricing')}
          </PageLink>
        </PageIntro>
        <PathIllustration label={t('pathIllustration')} />
      </div>
      <AudienceSection />
      <AdaptivitySteps />
      <PlatformOverview />
      <FeatureHighlights />
      <CtaBand />
    </div>
  );
}
