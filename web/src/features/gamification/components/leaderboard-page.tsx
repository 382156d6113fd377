import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useDescribeError } from '../../../shared/api/use-describe-error';
import { useFormat, useT } from '../../../shared/i18n';
import { useDocumentTitle } from '../../../shared/lib/use-document-title';
import { useLeaderboard, type LeaderboardBoard } from '../api/get-leaderboard';
import { useSetLeaderboardParticipation } from '../api/set-leaderboard-participation';
import { gamificationMessages } from '../messages';
import { LeaderboardTabs } from './leaderboard-tabs';
import '../gamification.css';

/** /leaderboard: global, course and weekly boards, the learner's own rank, and their opt in or out. */
export function LeaderboardPage() {
  const t = useT(gamificationMessages);
  const format = useFormat();
  const describeError = useDescribeError();
  useDocumentTitle(t('leaderboardHeading'));
  const [board, setBoard] = useState<LeaderboardBoard>('global');
  const [courseDraft, setCourseDraft] = useState('');
  const [courseId, setCourseId] = useState<string>();
  const leaderboard = useLeaderboard(board, courseId);
  const participation = useSetLeaderboardParticipation();
  const data = leaderboard.data;

  const showCourse = (event: FormEvent) => {
    event.preventDefault();
    setCourseId(courseDraft.trim() || undefined);
  };

  return (
    <section aria-labelledby="leaderboard-heading">
      <h1 id="leaderboard-heading">{t('leaderboardHeading')}</h1>
      <p>
        <Link to="/achievements">{t('seeAchievements')}</Link>
      </p>
      <label className="checkbox-field">
        <input
          type="checkbox"
          checked={participation.isPending ? (participation.variables ?? false) : (data?.participating ?? false)}
          disabled={!data}
          onChange={(event) => participation.mutate(event.target.checked)}
        />{' '}
        {t('participate')}
      </label>
      {participation.isError && <p role="alert">{t('participationFailed', { reason: describeError(participation.error) })}</p>}
      <LeaderboardTabs board={board} onChange={setBoard} />
      <div id="leaderboard-panel" role="tabpanel" aria-labelledby={`leaderboard-tab-${board}`}>
        {board === 'course' && (
          <form onSubmit={showCourse} className="leaderboard-course">
            <label>
              {t('courseId')} <input value={courseDraft} onChange={(event) => setCourseDraft(event.target.value)} />
            </label>{' '}
            <button type="submit" className="button button-secondary">
              {t('showCourse')}
            </button>
          </form>
        )}
        {board === 'course' && !courseId ? (
          <p>{t('chooseCourse')}</p>
        ) : !data ? (
          <p role="status">{t('loadingLeaderboard')}</p>
        ) : (
          <>
            <p className="leaderboard-me">
              {data.me ? t('myRank', { rank: data.me.rank, total: format.number(data.total), xp: format.number(data.me.xp) }) : t('notRanked')}
            </p>
            {!data.enabled ? (
              <p>{t('boardOff')}</p>
            ) : data.rows.length === 0 ? (
              <p>{t('emptyLeaderboard')}</p>
            ) : (
              <table className="leaderboard-table">
                <caption className="sr-only">{t(`board_${board}`)}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('rank')}</th>
                    <th scope="col">{t('learner')}</th>
                    <th scope="col">{t('xp')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.rows.map((row) => (
                    <tr key={row.userId} aria-current={row.userId === data.me?.userId || undefined}>
                      <td>{row.rank}</td>
                      <td>
                        {row.displayName ?? t('anonymous')}
                        {row.userId === data.me?.userId && ` (${t('you')})`}
                      </td>
                      <td>{format.number(row.xp)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </>
        )}
      </div>
    </section>
  );
}
