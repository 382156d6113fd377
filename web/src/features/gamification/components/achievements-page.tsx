import { Link } from '@tanstack/react-router';
import { teachingAchievementCategories, type AchievementView } from '@pathwise/contracts';
import { useId, useState } from 'react';
import { useDocumentTitle } from '../../../shared/lib/use-document-title';
import { useFormat, useT } from '../../../shared/i18n';
import { QueryError } from '../../../shared/ui/query-error';
import { useAuth } from '../../identity';
import { useAchievements } from '../api/get-achievements';
import { isSoundMuted, setSoundMuted } from '../lib/unlocked-store';
import { gamificationMessages } from '../messages';
import '../gamification.css';

/** /achievements: the 14 achievements, unlocked or locked, with rarity and points (spec sections 3 and 9). */
export function AchievementsPage() {
  const t = useT(gamificationMessages);
  useDocumentTitle(t('achievementsHeading'));
  const achievements = useAchievements();
  const [muted, setMuted] = useState(isSoundMuted);

  const { user } = useAuth();
  // A learner's own achievements come first; those earned by teaching are set apart for someone who does not teach.
  const teaches = user?.role !== 'student';
  const list = achievements.data ?? [];
  const unlockedCount = list.filter((entry) => entry.unlocked).length;
  return (
    <section aria-labelledby="achievements-heading">
      <h1 id="achievements-heading">{t('achievementsHeading')}</h1>
      <p>
        <Link to="/leaderboard">{t('seeLeaderboard')}</Link>
      </p>
      <label className="checkbox-field">
        <input
          type="checkbox"
          checked={muted}
          onChange={(event) => {
            setSoundMuted(event.target.checked);
            setMuted(event.target.checked);
          }}
        />{' '}
        {t('muteSounds')}
      </label>
      {/* The bar shows both, side by side: what each means is said once, here, where the bar links. */}
      <section className="xp-and-points" aria-labelledby="xp-and-points-heading">
        <h2 id="xp-and-points-heading">{t('xpAndPointsHeading')}</h2>
        <p>{t('xpExplained')}</p>
        <p>{t('pointsExplained')}</p>
      </section>
      {achievements.isPending ? (
        <p role="status">{t('loadingAchievements')}</p>
      ) : achievements.isError ? (
        <QueryError title={t('couldNotLoadAchievements')} error={achievements.error} onRetry={() => void achievements.refetch()} retrying={achievements.isFetching} />
      ) : (
        <>
          <p>{t('achievementsIntro', { unlocked: unlockedCount, total: list.length })}</p>
          <AchievementGroup heading={t('groupLearning')} entries={list.filter((entry) => !isTeaching(entry))} />
          {teaches ? (
            <AchievementGroup heading={t('groupTeaching')} entries={list.filter(isTeaching)} />
          ) : (
            // Someone who does not teach cannot earn these: they are there to be found, not in the way.
            <details className="achievements-apart">
              <summary>{t('groupTeachingApart')}</summary>
              <AchievementGroup heading={t('groupTeaching')} entries={list.filter(isTeaching)} />
            </details>
          )}
        </>
      )}
    </section>
  );
}

const isTeaching = (entry: AchievementView): boolean => teachingAchievementCategories.includes(entry.category);

function AchievementGroup({ heading, entries }: { readonly heading: string; readonly entries: readonly AchievementView[] }) {
  const t = useT(gamificationMessages);
  const format = useFormat();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      <ul className="achievements-grid" aria-labelledby={headingId}>
        {entries.map((entry) => (
          <li key={entry.id} className="achievement-card" data-locked={!entry.unlocked || undefined} data-rarity={entry.rarity}>
            <h3 className="achievement-card-title">{entry.title}</h3>
            <p>{entry.description}</p>
            <p>
              {entry.unlocked ? t('unlocked') : t('locked')} · {t(`rarity_${entry.rarity}`)} · {t(`category_${entry.category}`)} ·{' '}
              {t('points', { points: format.number(entry.points) })}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
