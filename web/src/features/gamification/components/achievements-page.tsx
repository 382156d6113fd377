import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useDocumentTitle } from '../../../shared/lib/use-document-title';
import { useFormat, useT } from '../../../shared/i18n';
import { QueryError } from '../../../shared/ui/query-error';
import { useAchievements } from '../api/get-achievements';
import { isSoundMuted, setSoundMuted } from '../lib/unlocked-store';
import { gamificationMessages } from '../messages';
import '../gamification.css';

/** /achievements: the 14 achievements, unlocked or locked, with rarity and points (spec sections 3 and 9). */
export function AchievementsPage() {
  const t = useT(gamificationMessages);
  const format = useFormat();
  useDocumentTitle(t('achievementsHeading'));
  const achievements = useAchievements();
  const [muted, setMuted] = useState(isSoundMuted);

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
      {achievements.isPending ? (
        <p role="status">{t('loadingAchievements')}</p>
      ) : achievements.isError ? (
        <QueryError title={t('couldNotLoadAchievements')} error={achievements.error} onRetry={() => void achievements.refetch()} retrying={achievements.isFetching} />
      ) : (
        <>
          <p>{t('achievementsIntro', { unlocked: unlockedCount, total: list.length })}</p>
          <ul className="achievements-grid" aria-label={t('achievementsHeading')}>
            {list.map((entry) => (
              <li key={entry.id} className="achievement-card" data-locked={!entry.unlocked || undefined} data-rarity={entry.rarity}>
                <h2 className="achievement-card-title">{entry.title}</h2>
                <p>{entry.description}</p>
                <p>
                  {entry.unlocked ? t('unlocked') : t('locked')} · {t(`rarity_${entry.rarity}`)} · {t(`category_${entry.category}`)} ·{' '}
                  {t('points', { points: format.number(entry.points) })}
                </p>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
