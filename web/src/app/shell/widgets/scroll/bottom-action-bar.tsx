import { useCallback, useRef, useState } from 'react';
import { useT } from '../../../../shared/i18n';
import { openCommandPalette } from '../command-palette/open-command-palette';
import { AppLink } from '../lib/app-link';
import { mayOffer } from '../lib/route-access';
import { useViewer } from '../lib/viewer';
import { nextBottomBarHidden } from './bottom-bar-visibility';
import { bottomBarMessages } from './messages';
import { useWindowScroll } from './use-window-scroll';

type LinkKey = 'home' | 'dashboard' | 'courses' | 'profile' | 'signIn';

/** The phone's bar of main pages (CSS shows it on narrow screens only); it slides away while reading down a page. */
export function BottomActionBar() {
  const t = useT(bottomBarMessages);
  const viewer = useViewer();
  const [hidden, setHidden] = useState(false);
  const lastY = useRef(0);

  useWindowScroll(
    useCallback((scrollY: number) => {
      setHidden((wasHidden) => nextBottomBarHidden(lastY.current, scrollY, wasHidden));
      lastY.current = scrollY;
    }, []),
  );

  const links: readonly { key: LinkKey; path: string }[] = viewer
    ? [
        { key: 'dashboard', path: '/dashboard' },
        { key: 'courses', path: '/courses' },
        { key: 'profile', path: '/profile' },
      ]
    : [
        { key: 'home', path: '/' },
        { key: 'courses', path: '/courses' },
        { key: 'signIn', path: '/login' },
      ];

  return (
    <nav className="bottom-bar" aria-label={t('label')} data-hidden={hidden} data-tour="bottom-bar">
      <ul className="bottom-bar-list">
        {links
          .filter((link) => mayOffer(link.path, viewer))
          .map((link) => (
            <li key={link.key}>
              <AppLink path={link.path} className="bottom-bar-item">
                {t(link.key)}
              </AppLink>
            </li>
          ))}
        <li>
          <button type="button" className="bottom-bar-item" onClick={openCommandPalette}>
            {t('search')}
          </button>
        </li>
      </ul>
    </nav>
  );
}
