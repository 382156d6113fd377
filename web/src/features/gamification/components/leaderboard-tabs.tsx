import { useRef, type KeyboardEvent } from 'react';
import { useT } from '../../../shared/i18n';
import { leaderboardBoards, type LeaderboardBoard } from '../api/get-leaderboard';
import { gamificationMessages } from '../messages';

/** Global, course and weekly as tabs: arrow keys move between them, as a tab list does. */
export function LeaderboardTabs({ board, onChange }: { readonly board: LeaderboardBoard; readonly onChange: (board: LeaderboardBoard) => void }) {
  const t = useT(gamificationMessages);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = (leaderboardBoards.indexOf(board) + step + leaderboardBoards.length) % leaderboardBoards.length;
    onChange(leaderboardBoards[next]!);
    tabs.current[next]?.focus();
  };
  return (
    <div className="leaderboard-tabs" role="tablist" aria-label={t('boards')} onKeyDown={onKeyDown}>
      {leaderboardBoards.map((candidate, index) => (
        <button
          key={candidate}
          ref={(element) => {
            tabs.current[index] = element;
          }}
          type="button"
          role="tab"
          id={`leaderboard-tab-${candidate}`}
          aria-controls="leaderboard-panel"
          aria-selected={candidate === board}
          tabIndex={candidate === board ? 0 : -1}
          className="button button-secondary"
          onClick={() => onChange(candidate)}
        >
          {t(`board_${candidate}`)}
        </button>
      ))}
    </div>
  );
}
