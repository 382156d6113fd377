import { useEffect, useRef } from 'react';
import { isServedPath } from '../../../shared/navigation/route-catalog';
import { rememberTransition } from './next-page-predictions';
import { rememberRecentPath } from './recent-paths';
import { normalizePath } from './route-trail';

/**
 * Remembers each page visited (recent paths) and each step from one page to the next (predictions). A page no
 * route serves is neither remembered nor a step: suggesting a 404 would only repeat a mistake.
 */
export function useNavigationMemory(pathname: string): void {
  const previous = useRef<string | null>(null);
  useEffect(() => {
    const path = normalizePath(pathname);
    if (!isServedPath(path)) {
      previous.current = null;
      return;
    }
    // Strict mode runs this twice for one visit; the second run sees the same page and records nothing new.
    if (previous.current === path) return;
    rememberRecentPath(path);
    if (previous.current) rememberTransition(previous.current, path);
    previous.current = path;
  }, [pathname]);
}
