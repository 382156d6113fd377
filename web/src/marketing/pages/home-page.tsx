import { useT } from '../../shared/i18n';
import { useDocumentTitle } from '../../shared/lib/use-document-title';
import { PlatformOverview } from '../../features/platform';
import { CtaBand } from '../components/cta-band';
import { PageIntro } from '../components/page-intro';
import { StartActions } from '../components/start-actions';
import { PathIllustration } from '../components/path-illustration';
import { AdaptivitySteps, AudienceSection, FeatureHighlights } from '../home/home-sections';
import { homeMessages } from '../home/home.messages';
import '../marketing.css';

/** Home: the pitch for learners and creators, adaptivity in three steps, the live platform figures. */
export default function HomePage() {
  const t = useT(homeMessages);
  useDocumentTitle(t('docTitle'));
  return (
    <div className="mk-page">
      <div className="mk-hero">
        <PageIntro eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')}>
          <StartActions />
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
