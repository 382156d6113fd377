import { useId } from 'react';
import { useT } from '../../../shared/i18n';
import { playerMessages } from '../messages/player.messages';

interface StudyModeToggleProps {
  readonly on: boolean;
  readonly onToggle: () => void;
}

/** A pressed/not-pressed button, described by what study mode hides. */
export function StudyModeToggle({ on, onToggle }: StudyModeToggleProps) {
  const t = useT(playerMessages);
  const hintId = useId();
  return (
    <div className="study-mode-toggle">
      <button type="button" className="button button-secondary" aria-pressed={on} aria-describedby={hintId} onClick={onToggle}>
        {on ? '◉' : '○'} {t('studyMode')}
      </button>
      <span id={hintId} className="sr-only">
        {t('studyModeHint')}
      </span>
    </div>
  );
}
