import { useT } from '../../../shared/i18n';
import { playerMessages } from '../messages/player.messages';

/** Marks a lesson the learner's placement test found already known: in words, not by colour alone. */
export function SkipBadge() {
  const t = useT(playerMessages);
  return <span className="skip-badge">{t('maySkip')}</span>;
}
