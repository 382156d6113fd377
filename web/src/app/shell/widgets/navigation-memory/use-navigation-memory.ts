import { useEffect, useRef } from 'react';
import { isServedPath } from '../../../../shared/navigation/route-catalog';
import { rememberTransition } from './next-page-predictions';
import { useNavigationOwner } from './navigation-owner';
import { rememberRecentPath } from './recent-paths';
import { normalizePath } from './route-trail';

/**
 * Remembers each page visited (recent paths) and each step from one page to the next (predictions), for the person
 * signed in (or the visitors). A page no route serves is neither remembered nor a step: suggesting a 404 would only
 * repeat a mistake.
 */
export function useNavigationMemory(pathname: string): void {
  const previous = useRef<{ owner: string; path: string } | null>(null);
  const owner = useNavigationOwner();
  useEffect(() => {
    // Until the session is known, the page belongs to nobody yet; it is recorded once it does.
    if (owner === null) return;
    const path = normalizePath(pathname);
    if (!isServedPath(path)) {
      previous.current = null;
      return;
    }
    // Strict mode runs this twice for one visit; the second run sees the same page and records nothing new.
    if (previous.current?.owner === owner && previous.current.path === path) return;
    rememberRecentPath(owner, path);
    // Signing in or out is not a step the new person took.
    if (previous.current?.owner === owner) rememberTransition(owner, previous.current.path, path);
    previous.current = { owner, path };
  }, [pathname, owner]);
}
