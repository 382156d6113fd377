import { useCallback, useEffect, useState } from 'react';

const STORAGE_KEY = 'pathwise:study-mode';

const stored = (): boolean => {
  try {
    return window.localStorage.getItem(STORAGE_KEY) === 'on';
  } catch {
    return false;
  }
};

/**
 * Study mode (spec: toggled on course pages, it hides distractions). While on, the document root carries
 * `data-study-mode="on"` and player.css hides the site's navigation chrome and widgets; leaving the player always
 * brings them back. The choice is remembered for the next lesson.
 */
export function useStudyMode() {
  const [on, setOn] = useState(stored);

  useEffect(() => {
    const root = document.documentElement;
    if (on) root.dataset.studyMode = 'on';
    else delete root.dataset.studyMode;
    return () => {
      delete root.dataset.studyMode;
    };
  }, [on]);

  const toggle = useCallback(() => {
    setOn((current) => {
      const next = !current;
      try {
        window.localStorage.setItem(STORAGE_KEY, next ? 'on' : 'off');
      } catch {
        // Private browsing may refuse storage; the mode still applies to this visit.
      }
      return next;
    });
  }, []);

  return { on, toggle };
}
