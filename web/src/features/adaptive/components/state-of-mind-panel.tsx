import type { StateOfMind, StateOfMindReading } from '@pathwise/contracts';
import { useId } from 'react';
import { useT } from '../../../shared/i18n';
import { adaptiveMessages } from '../messages/adaptive.messages';
import { stateOfMindMessages } from '../messages/state-of-mind.messages';

type HelpKey = keyof typeof stateOfMindMessages.en;

const helpKeys: Readonly<Record<StateOfMind, readonly HelpKey[]>> = {
  celebrating: ['celebrating_help1', 'celebrating_help2'],
  focused: ['focused_help1', 'focused_help2'],
  struggling: ['struggling_help1', 'struggling_help2'],
  exploring: ['exploring_help1', 'exploring_help2'],
};

interface StateOfMindPanelProps {
  readonly reading: StateOfMindReading;
  /** Who is greeted; the demo learner has no name. */
  readonly name?: string;
  /** The skills to review first when struggling: the weakest the learner has tried. */
  readonly reviewFirst: readonly string[];
}

/**
 * The learner's state of mind with the signals behind it, setting the tone: gentle help and a review of
 * prerequisites when struggling, congratulations when celebrating. Announced politely when it changes.
 */
export function StateOfMindPanel({ reading, name, reviewFirst }: StateOfMindPanelProps) {
  const t = useT(stateOfMindMessages);
  const words = useT(adaptiveMessages);
  const headingId = useId();
  const { state, reasons } = reading;
  return (
    <section className="adaptive-mood" data-tone={state} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('heading')}</h2>
      <div aria-live="polite" aria-atomic="true">
        <p className="adaptive-mood-greeting">
          {state === 'celebrating' && <span className="adaptive-burst" aria-hidden="true" />}
          {name ? t(`${state}_greeting`, { name }) : t(`${state}_greetingNoName`)}
        </p>
        <p className="adaptive-mood-state">{t('readingIs', { state: words(`state_${state}`) })}</p>
      </div>
      <div className="adaptive-mood-columns">
        <div>
          <h3>{t('why')}</h3>
          {reasons.length > 0 ? (
            <ul>
              {reasons.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
          ) : (
            <p>{t('noReasons')}</p>
          )}
        </div>
        <div>
          <h3>{t('help')}</h3>
          <ul>
            {helpKeys[state].map((key) => (
              <li key={key}>{t(key)}</li>
            ))}
            {state === 'struggling' && reviewFirst.length > 0 && (
              <li className="adaptive-review-hint">{t('struggling_review', { skills: reviewFirst.join(', ') })}</li>
            )}
          </ul>
        </div>
      </div>
    </section>
  );
}
