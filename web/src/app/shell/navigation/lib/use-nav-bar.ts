import { useCallback, useEffect, useState } from 'react';

export type NavBar = 'public' | 'app';

export const NAV_BAR_STORAGE_KEY = 'pathwise:nav-bar';

/** The bar this browser chose with the hotkey, if any. */
export function readStoredBar(): NavBar | null {
  try {
    const stored = window.localStorage.getItem(NAV_BAR_STORAGE_KEY);
    return stored === 'public' || stored === 'app' ? stored : null;
  } catch {
    return null;
  }
}

function storeBar(bar: NavBar): void {
  try {
    window.localStorage.setItem(NAV_BAR_STORAGE_KEY, bar);
  } catch {
    // Storage can be disabled; the choice then lasts for this visit.
  }
}

/** Cmd+Shift+N on a Mac, Ctrl+Shift+N elsewhere (spec section 2). */
export const isNavBarHotkey = (event: KeyboardEvent): boolean =>
  (event.metaKey || event.ctrlKey) && event.shiftKey && !event.altKey && event.key.toLowerCase() === 'n';

/**
 * Which of the two top bars shows. Until the person picks one with the hotkey, visitors see the site's bar and
 * signed-in users the app's; a pick is remembered in this browser.
 */
export function useNavBar(signedIn: boolean) {
  const [chosen, setChosen] = useState<NavBar | null>(readStoredBar);
  const bar: NavBar = chosen ?? (signedIn ? 'app' : 'public');

  const toggle = useCallback(() => {
    const next: NavBar = bar === 'app' ? 'public' : 'app';
    storeBar(next);
    setChosen(next);
  }, [bar]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.repeat || !isNavBarHotkey(event)) return;
      event.preventDefault();
      toggle();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggle]);

  return { bar, toggled: chosen !== null, toggle };
}
