import { useId } from 'react';
import { useT } from '../../shared/i18n';
import { useDocumentTitle } from '../../shared/lib/use-document-title';
import { DemoLearnerMood } from '../../features/adaptive';
import { CtaBand } from '../components/cta-band';
import { PageIntro } from '../components/page-intro';
import { emotionalMessages } from '../emotional-demo/emotional.messages';
import { MoodSimulation } from '../emotional-demo/mood-simulation';
import { simulationMessages } from '../emotional-demo/simulation.messages';
import '../marketing.css';

const states = ['celebrating', 'focused', 'struggling', 'exploring'] as const;

/** /features/emotional-design-demo: how a learner's state of mind is read from events, and a simulation of it. */
export default function EmotionalDesignDemoPage() {
  const t = useT(emotionalMessages);
  const names = useT(simulationMessages);
  const signalsId = useId();
  const statesId = useId();
  const principlesId = useId();
  const simId = useId();
  useDocumentTitle(t('docTitle'));
  return (
    <div className="mk-page">
      <PageIntro eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} />
      <div className="mk-columns">
        <section className="mk-panel" aria-labelledby={signalsId}>
          <h2 id={signalsId}>{t('signalsTitle')}</h2>
          <p>{t('signalsIntro')}</p>
          <ul className="mk-checklist">
            <li>{t('signal1')}</li>
            <li>{t('signal2')}</li>
            <li>{t('signal3')}</li>
          </ul>
        </section>
        <section className="mk-panel" aria-labelledby={principlesId}>
          <h2 id={principlesId}>{t('principlesTitle')}</h2>
          <ul className="mk-checklist">
            <li>{t('principle1')}</li>
            <li>{t('principle2')}</li>
            <li>{t('principle3')}</li>
            <li>{t('principle4')}</li>
          </ul>
        </section>
      </div>
      <section className="mk-section" aria-labelledby={statesId}>
        <h2 id={statesId}>{t('statesTitle')}</h2>
        <dl className="mk-states">
          {states.map((state) => (
            <div key={state} className="mk-state" data-state={state}>
              <dt>
                <span className="mk-mood-dot" aria-hidden="true" />
                {names(state)}
              </dt>
              <dd>{t(`${state}When`)}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section className="mk-section" aria-labelledby={simId}>
        <h2 id={simId}>{t('simTitle')}</h2>
        <p className="mk-section-intro">{t('simIntro')}</p>
        <MoodSimulation />
      </section>
      {/* The simulation above runs in the page; this is the engine itself, on the seeded demo learner. */}
      <DemoLearnerMood />
      <CtaBand />
    </div>
  );
}
