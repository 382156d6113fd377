import { useT } from '../../shared/i18n';
import { useDocumentTitle } from '../../shared/lib/use-document-title';
import { builderDemoMessages } from '../builder-demo/builder-demo.messages';
import { useBuilderState } from '../builder-demo/builder-state';
import { LearnerPreview } from '../builder-demo/learner-preview';
import { MapEditor } from '../builder-demo/map-editor';
import { CtaBand } from '../components/cta-band';
import { PageIntro } from '../components/page-intro';
import { PageLink } from '../components/page-link';
import { commonMessages } from '../components/common.messages';
import '../marketing.css';

/** /features/adaptive-builder-demo: edit a skill map and watch a sample learner's frontier move, all client-side. */
export default function AdaptiveBuilderDemoPage() {
  const t = useT(builderDemoMessages);
  const common = useT(commonMessages);
  const state = useBuilderState();
  useDocumentTitle(t('docTitle'));
  return (
    <div className="mk-page">
      <PageIntro eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')}>
        <button type="button" className="button button-secondary" onClick={state.reset}>
          {t('reset')}
        </button>
        <PageLink to="/features/adaptive-builder" className="button button-secondary">
          {common('adaptiveBuilder')}
        </PageLink>
        <p className="mk-note">{t('notSaved')}</p>
      </PageIntro>
      <div className="mk-builder">
        <MapEditor state={state} />
        <LearnerPreview state={state} />
      </div>
      <CtaBand />
    </div>
  );
}
