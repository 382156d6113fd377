import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useT } from '../../../shared/i18n';
import { useDocumentTitle } from '../../../shared/lib/use-document-title';
import { useLeaderboard, type LeaderboardBoard } from '../api/get-leaderboard';
import { gamificationMessages } from '../messages';
import { LeaderboardAppearanceChoice } from './leaderboard-appearance-choice';
import { LeaderboardCoursePicker } from './leaderboard-course-picker';
import { LeaderboardStanding } from './leaderboard-standing';
import { LeaderboardTabs } from './leaderboard-tabs';
import '../gamification.css';

/** /leaderboard: how the learner appears and their one-click choice, then the global, course and weekly boards. */
export function LeaderboardPage() {
  const t = useT(gamificationMessages);
  useDocumentTitle(t('leaderboardHeading'));
  const [board, setBoard] = useState<LeaderboardBoard>('global');
  // The global board is the one the route prefetches, and its reply says how the learner appears on every board.
  const appearance = useLeaderboard('global').data?.appearance;

  return (
    <section aria-labelledby="leaderboard-heading">
      <h1 id="leaderboard-heading">{t('leaderboardHeading')}</h1>
      {appearance && <LeaderboardAppearanceChoice appearance={appearance} />}
      <p>
        <Link to="/achievements">{t('seeAchievements')}</Link>
      </p>
      <LeaderboardTabs board={board} onChange={setBoard} />
      <div id="leaderboard-panel" role="tabpanel" aria-labelledby={`leaderboard-tab-${board}`}>
        {board === 'course' ? (
          <LeaderboardCoursePicker>{(courseId) => <LeaderboardStanding board="course" courseId={courseId} />}</LeaderboardCoursePicker>
        ) : (
          <LeaderboardStanding board={board} />
        )}
      </div>
    </section>
  );
}
