import type { MeResponse } from '@pathwise/contracts';
import { useT } from '../../../shared/i18n';
import { accountMessages } from '../account.messages';

/** Up to two initials of the name (or the email), for a person without a picture. */
function initialsOf(user: MeResponse): string {
  const source = user.profile.display_name?.trim() || user.email || '?';
  const words = source.split(/[\s@._-]+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
}

interface AvatarProps {
  user: MeResponse;
  size?: 'small' | 'large';
}

export function Avatar({ user, size = 'small' }: AvatarProps) {
  const t = useT(accountMessages);
  const className = size === 'large' ? 'avatar avatar-large' : 'avatar';
  if (user.profile.profile_picture_url) {
    return <img className={className} src={user.profile.profile_picture_url} alt={t('yourPicture')} />;
  }
  return (
    <span className={`${className} avatar-initials`} role="img" aria-label={t('noPicture')}>
      {initialsOf(user)}
    </span>
  );
}
