import { Link } from '@tanstack/react-router';
import { useT } from '../../../shared/i18n';
import type { ResolvedStep } from '../lib/player-steps';
import { playerMessages } from '../messages/player.messages';

interface StepPagerProps {
  readonly courseId: string;
  readonly previous: ResolvedStep | undefined;
  readonly next: ResolvedStep | undefined;
}

const searchOf = (step: ResolvedStep) => (step.kind === 'lesson' ? { lesson: step.id } : { quiz: step.id });

/** Previous and next step, as links named after where they lead. */
export function StepPager({ courseId, previous, next }: StepPagerProps) {
  const t = useT(playerMessages);
  const params = { courseId };
  return (
    <nav className="step-pager" aria-label={`${t('previous')} / ${t('next')}`}>
      {previous ? (
        <Link to="/courses/$courseId/view" params={params} search={searchOf(previous)} className="button button-secondary" aria-label={t('previousNamed', { title: previous.title })}>
          ← {t('previous')}
        </Link>
      ) : (
        <span />
      )}
      {next && (
        <Link to="/courses/$courseId/view" params={params} search={searchOf(next)} className="button" aria-label={t('nextNamed', { title: next.title })}>
          {t('next')} →
        </Link>
      )}
    </nav>
  );
}
