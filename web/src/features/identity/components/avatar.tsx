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

/** The sizes global.css draws them at (2rem and 6rem): the box is reserved before the picture arrives. */
export const AVATAR_PIXELS = { small: 32, large: 96 } as const;

interface AvatarProps {
  user: MeResponse;
  size?: 'small' | 'large';
  /** 'lazy' where the avatar sits below the fold on a phone, so it does not compete with what is seen first. */
  loading?: 'eager' | 'lazy';
}

export function Avatar({ user, size = 'small', loading = 'eager' }: AvatarProps) {
  const t = useT(accountMessages);
  const className = size === 'large' ? 'avatar avatar-large' : 'avatar';
  if (user.profile.profile_picture_url) {
    const pixels = AVATAR_PIXELS[size];
    return (
      <img className={className} src={user.profile.profile_picture_url} alt={t('yourPicture')} width={pixels} height={pixels} loading={loading} decoding="async" />
    );
  }
  return (
    <span className={`${className} avatar-initials`} role="img" aria-label={t('noPicture')}>
      {initialsOf(user)}
    </span>
  );
}
