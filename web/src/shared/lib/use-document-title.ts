import { documentTitle } from '@pathwise/contracts';
import { useEffect } from 'react';

/**
 * Names the browser tab after the page, so a screen reader user hears where a navigation landed. The server writes
 * the same title into the HTML of public pages, so the tab does not change once the app has loaded.
 */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    const previous = document.title;
    document.title = documentTitle(title);
    return () => {
      document.title = previous;
    };
  }, [title]);
}
