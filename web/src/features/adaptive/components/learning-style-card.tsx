import type { LearningStyleReading } from '@pathwise/contracts';
import { useId } from 'react';
import { useT } from '../../../shared/i18n';
import { usePercent } from '../lib/use-percent';
import { learningStyleMessages } from '../messages/learning-style.messages';

/**
 * Which formats the learner's recent study went to, with the evidence in a sentence, and plainly what it is not: a
 * fixed trait, or a reason to hide anything.
 */
export function LearningStyleCard({ reading }: { readonly reading: LearningStyleReading }) {
  const t = useT(learningStyleMessages);
  const percent = usePercent();
  const headingId = useId();
  const { style, confidence, why } = reading;
  return (
    <section className="adaptive-card" aria-labelledby={headingId} data-learning-style={style}>
      <h2 id={headingId}>{t('heading')}</h2>
      <p className="adaptive-style">{style === 'unknown' ? t('unknown') : t(`style_${style}`)}</p>
      <p>{why}</p>
      {style !== 'unknown' && <p className="adaptive-muted">{t('confidence', { percent: percent(confidence) })}</p>}
      <p className="adaptive-muted">{t('honesty')}</p>
    </section>
  );
}
