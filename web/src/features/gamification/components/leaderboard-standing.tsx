import { useFormat, useT } from '../../../shared/i18n';
import { useLeaderboard, type LeaderboardBoard } from '../api/get-leaderboard';
import { gamificationMessages } from '../messages';

/** One board: the learner's own place on it, then its best learners, each under the name they appear as. */
export function LeaderboardStanding({ board, courseId }: { readonly board: LeaderboardBoard; readonly courseId?: string }) {
  const t = useT(gamificationMessages);
  const format = useFormat();
  const { data } = useLeaderboard(board, courseId);
  if (!data) return <p role="status">{t('loadingLeaderboard')}</p>;
  return (
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
                  {row.name}
                  {row.userId === data.me?.userId && ` (${t('you')})`}
                </td>
                <td>{format.number(row.xp)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
