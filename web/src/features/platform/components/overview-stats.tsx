import type { PlatformOverviewResponse } from '@pathwise/contracts';
import { useT } from '../../../shared/i18n';
import { platformMessages } from '../platform.messages';
import { StatCard } from './stat-card';

type Totals = Omit<PlatformOverviewResponse, 'daily' | 'lastPosition'>;

// Each total's label shares its key with the total itself.
const stats: ReadonlyArray<keyof Totals> = ['learners', 'creators', 'coursesPublished', 'learningEvents', 'lessonsCompleted', 'quizAttempts'];

interface OverviewStatsProps {
  totals: Totals;
}

export function OverviewStats({ totals }: OverviewStatsProps) {
  const t = useT(platformMessages);
  return (
    <ul className="stat-grid" aria-label={t('totals')}>
      {stats.map((key) => (
        <li key={key}>
          <StatCard label={t(key)} value={totals[key]} />
        </li>
      ))}
    </ul>
  );
}
