import { useId } from 'react';
import { useT } from '../../shared/i18n';
import { builderDemoMessages } from './builder-demo.messages';
import type { BuilderState } from './builder-state';
import { learningOrder, missingFor, readyToLearn } from './skill-graph';
import { useSkillNames } from './use-skill-names';

/** Step 3 of the builder: a sample learner's map, the ready-to-learn frontier, and one valid order. */
export function LearnerPreview({ state }: { state: BuilderState }) {
  const t = useT(builderDemoMessages);
  const names = useSkillNames();
  const headingId = useId();
  const orderId = useId();
  const { map, mastered } = state;
  const ready = readyToLearn(map, mastered);
  const order = learningOrder(map);

  return (
    <section className="mk-panel mk-builder-preview" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('learnerTitle')}</h2>
      <p>{t('learnerIntro')}</p>
      <p className="mk-frontier" role="status">
        {map.skills.length === 0 ? t('noSkills') : ready.length === 0 ? t('frontierEmpty') : t('frontier', { skills: names.list(ready) })}
      </p>
      <ul className="mk-skill-states">
        {order.map((skill) => {
          const status = mastered.has(skill) ? 'mastered' : ready.includes(skill) ? 'ready' : 'locked';
          return (
            <li key={skill} className="mk-skill-state" data-status={status}>
              <span className="mk-skill-name">{names.name(skill)}</span>
              <span className="mk-skill-status">
                {status === 'locked' ? t('locked', { skills: names.list(missingFor(map, mastered, skill)) }) : t(status)}
              </span>
              {status === 'mastered' && (
                <button type="button" className="button button-secondary" onClick={() => state.forget(skill)}>
                  {t('forget')}
                  <span className="sr-only">: {names.name(skill)}</span>
                </button>
              )}
              {status === 'ready' && (
                <button type="button" className="button" onClick={() => state.master(skill)}>
                  {t('master')}
                  <span className="sr-only">: {names.name(skill)}</span>
                </button>
              )}
            </li>
          );
        })}
      </ul>
      <h3 id={orderId}>{t('orderTitle')}</h3>
      <p className="field-hint">{t('orderIntro')}</p>
      <ol className="mk-order" aria-labelledby={orderId}>
        {order.map((skill) => (
          <li key={skill}>{names.name(skill)}</li>
        ))}
      </ol>
    </section>
  );
}
