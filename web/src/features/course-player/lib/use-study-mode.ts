import { useCallback, useEffect, useSyncExternalStore } from 'react';

const STORAGE_KEY = 'pathwise:study-mode';

/** This visit's choice, for a browser whose storage refuses it (private browsing). */
let chosenThisVisit = false;

const stored = (): boolean => {
  try {
    return window.localStorage.getItem(STORAGE_KEY) === 'on';
  } catch {
    return chosenThisVisit;
  }
};

const listeners = new Set<() => void>();

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  // Another tab switched it.
  window.addEventListener('storage', onChange);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** As the server draws the player, which cannot read this browser's storage: its page hydrates as sent. */
const offOnServer = () => false;

/**
 * Study mode (spec: toggled on course pages, it hides distractions). While on, the document root carries
 * `data-study-mode="on"` and player.css hides the site's navigation chrome and widgets; leaving the player always
 * brings them back. The choice is remembered for the next lesson.
 */
export function useStudyMode() {
  const on = useSyncExternalStore(subscribe, stored, offOnServer);

  useEffect(() => {
    const root = document.documentElement;
    if (on) root.dataset.studyMode = 'on';
    else delete root.dataset.studyMode;
    return () => {
      delete root.dataset.studyMode;
    };
  }, [on]);

  const toggle = useCallback(() => {
    const next = !stored();
    try {
      window.localStorage.setItem(STORAGE_KEY, next ? 'on' : 'off');
    } catch {
      // Refused: the choice lasts for this visit.
      chosenThisVisit = next;
    }
    for (const listener of [...listeners]) listener();
  }, []);

  return { on, toggle };
}
