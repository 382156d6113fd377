import { LEVEL_UP_BONUS_XP } from '@pathwise/contracts';
import { Link } from '@tanstack/react-router';
import { useFormat, useT } from '../../../shared/i18n';
import { useGamificationData } from '../api/get-gamification-data';
import { levelProgress } from '../lib/level-progress';
import { useXpGain } from '../lib/use-xp-gain';
import { gamificationMessages } from '../messages';
import '../gamification.css';

/**
 * The signed-in bar's level, XP and points; links to the achievements. Renders nothing until the stats arrive. The
 * link is named by what it shows (level, the bar's XP as its value text, points), so speech users can say what they see.
 */
export default function XpBar() {
  const t = useT(gamificationMessages);
  const format = useFormat();
  const data = useGamificationData();
  const gain = useXpGain(data.data?.stats.xp, data.data?.stats.level);
  if (!data.data) return null;
  const { xp, level, points } = data.data.stats;
  const { fraction, nextLevelXp } = levelProgress(xp, level);
  const label = t('xpBar', { level, xp: format.number(xp), next: format.number(nextLevelXp), points: format.number(points) });
  return (
    <span className="xp-bar-place">
      <Link to="/achievements" className="xp-bar" title={label}>
      <span className="xp-bar-level">
        {t('level', { level })}
      </span>{' '}
      <span
        className="xp-bar-track"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(fraction * 100)}
        aria-valuetext={t('xpOf', { xp: format.number(xp), next: format.number(nextLevelXp) })}
      >
        <span className="xp-bar-fill" style={{ width: `${Math.round(fraction * 100)}%` }} />
      </span>{' '}
      <span className="xp-bar-points">
        {t('points', { points: format.number(points) })}
      </span>
      </Link>
      {/* Beside the link, which keeps the name of what it shows; a live region from the start, so a gain is announced. */}
      <span className="xp-gain" role="status">
        {gain && (gain.levelReached === null ? t('xpGain', { xp: format.number(gain.xp) }) : t('levelReached', { level: gain.levelReached, xp: format.number(gain.xp), bonus: LEVEL_UP_BONUS_XP }))}
      </span>
    </span>
  );
}
