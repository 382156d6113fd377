import { useId } from 'react';
import { useFormat, useT } from '../../../shared/i18n';
import { QueryError } from '../../../shared/ui/query-error';
import { useDemoLearnerProfile } from '../api/get-demo-learner-profile';
import { weakestSkills } from '../lib/weakest-skills';
import { demoMessages } from '../messages/demo.messages';
import { StateOfMindPanel } from './state-of-mind-panel';
import '../adaptive.css';

/** The seeded demo learner's state of mind as the engine infers it (GET /api/demo/learner-profile), with its reasons and tone. */
export function DemoLearnerMood() {
  const t = useT(demoMessages);
  const format = useFormat();
  const headingId = useId();
  const demo = useDemoLearnerProfile();
  return (
    <section className="adaptive-demo" aria-labelledby={headingId} aria-busy={demo.isPending}>
      <h2 id={headingId}>{t('heading')}</h2>
      <p>{t('intro')}</p>
      {demo.isPending ? (
        <p>{t('loading')}</p>
      ) : demo.isError ? (
        <QueryError title={t('failed')} error={demo.error} onRetry={() => void demo.refetch()} retrying={demo.isFetching} />
      ) : demo.data === null ? (
        <p>{t('absent')}</p>
      ) : (
        <div className="adaptive-page" data-tone={demo.data.stateOfMind.state}>
          <StateOfMindPanel reading={demo.data.stateOfMind} reviewFirst={weakestSkills(demo.data.skills)} />
          <p className="adaptive-muted">
            {t('asOf', {
              events: demo.data.recentEvents.length,
              date: format.date(demo.data.asOf, { dateStyle: 'medium', timeStyle: 'short' }),
            })}
          </p>
        </div>
      )}
    </section>
  );
}
