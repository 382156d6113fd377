import { useId } from 'react';
import { useT } from '../../shared/i18n';
import type { Inference, LearnerState } from './infer-learner-state';
import { simulationMessages } from './simulation.messages';

type Key = keyof typeof simulationMessages.en;

const reasonKeys: Record<Inference['reason'], Key> = {
  noSignal: 'reasonNoSignal',
  achievement: 'reasonAchievement',
  streak: 'reasonStreak',
  comeback: 'reasonComeback',
  repeatedFailures: 'reasonRepeatedFailures',
  hopping: 'reasonHopping',
  steady: 'reasonSteady',
};

const helpKeys: Record<LearnerState, readonly Key[]> = {
  celebrating: ['celebratingHelp1', 'celebratingHelp2'],
  focused: ['focusedHelp1', 'focusedHelp2'],
  struggling: ['strugglingHelp1', 'strugglingHelp2', 'strugglingHelp3'],
  exploring: ['exploringHelp1', 'exploringHelp2'],
};

/** The inferred state with its reason (announced when it changes), and how the lesson screen answers it. */
export function StateResponse({ inference }: { inference: Inference }) {
  const t = useT(simulationMessages);
  const inferredId = useId();
  const responseId = useId();
  const { state } = inference;
  return (
    <div className="mk-sim-output" data-state={state}>
      <section aria-labelledby={inferredId}>
        <h3 id={inferredId}>{t('inferredTitle')}</h3>
        {/* One live region for state and reason, so a screen reader hears them together. */}
        <div aria-live="polite" aria-atomic="true">
          <p className="mk-mood">
            <span className="mk-mood-dot" aria-hidden="true" />
            {t('state', { state: t(state) })}
          </p>
          <p>
            <strong>{t('why')}: </strong>
            {t(reasonKeys[inference.reason], { count: inference.count })}
          </p>
        </div>
      </section>
      <section aria-labelledby={responseId}>
        <h3 id={responseId}>{t('responseTitle')}</h3>
        <dl className="mk-facts">
          <div>
            <dt>{t('tone')}</dt>
            <dd>{t(`${state}Tone`)}</dd>
          </div>
          <div>
            <dt>{t('help')}</dt>
            <dd>
              <ul className="mk-plain-list">
                {helpKeys[state].map((key) => (
                  <li key={key}>{t(key)}</li>
                ))}
              </ul>
            </dd>
          </div>
        </dl>
        <figure className="mk-sim-preview" data-state={state}>
          <figcaption>{t('preview')}</figcaption>
          <div className="mk-sim-screen">
            {state === 'celebrating' && <span className="mk-burst" aria-hidden="true" />}
            <p className="mk-sim-bubble">{t(`${state}Message`)}</p>
          </div>
        </figure>
      </section>
    </div>
  );
}
