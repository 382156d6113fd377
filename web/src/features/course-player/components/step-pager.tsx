import { Link } from '@tanstack/react-router';
import { useT } from '../../../shared/i18n';
import { searchOfStep, type ResolvedStep } from '../lib/player-steps';
import { playerMessages } from '../messages/player.messages';
import { primaryAction } from '../../../shared/notice-placement';

interface StepPagerProps {
  readonly courseId: string;
  readonly previous: ResolvedStep | undefined;
  readonly next: ResolvedStep | undefined;
  /** Every step is finished: after the last one, Next leads to the course's completion view. */
  readonly courseFinished: boolean;
}

/** Previous and next step, as links named after where they lead; past the last step of a finished course, its completion. */
export function StepPager({ courseId, previous, next, courseFinished }: StepPagerProps) {
  const t = useT(playerMessages);
  const params = { courseId };
  return (
    <nav className="step-pager" aria-label={`${t('previous')} / ${t('next')}`}>
      {previous ? (
        <Link to="/courses/$courseId/view" params={params} search={searchOfStep(previous)} className="button button-secondary" aria-label={t('previousNamed', { title: previous.title })}>
          ← {t('previous')}
        </Link>
      ) : (
        <span />
      )}
      {next && (
        <Link to="/courses/$courseId/view" params={params} search={searchOfStep(next)} className="button" {...primaryAction} aria-label={t('nextNamed', { title: next.title })}>
          {t('next')} →
        </Link>
      )}
      {!next && courseFinished && (
        // Without a step in the address, a finished course opens on its completion view.
        <Link to="/courses/$courseId/view" params={params} search={{}} className="button" {...primaryAction}>
          {t('toCompletion')} →
        </Link>
      )}
    </nav>
  );
}
