import type { MouseEvent } from 'react';
import { useT } from '../i18n';
import { uiMessages } from './messages';

interface SkipLinkProps {
  targetId: string;
}

/**
 * Focuses the target directly: following the fragment would put `#main` into the router's location, and some
 * browsers scroll without moving keyboard focus.
 */
export function SkipLink({ targetId }: SkipLinkProps) {
  const t = useT(uiMessages);
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(targetId);
    if (!target) return;
    event.preventDefault();
    target.focus();
  };
  return (
    <a className="skip-link" href={`#${targetId}`} onClick={skip}>
      {t('skipToContent')}
    </a>
  );
}
