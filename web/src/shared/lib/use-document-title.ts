import { documentTitle } from '@pathwise/contracts';
import { useLayoutEffect } from 'react';

/**
 * Names the browser tab after the page, so a screen reader user hears where a navigation landed. The server writes
 * the same title into the HTML of public pages, so the tab does not change once the app has loaded. It is set in the
 * commit that shows the page's words (a layout effect), so the tab never lags behind a language switch.
 */
export function useDocumentTitle(title: string): void {
  useLayoutEffect(() => {
    const previous = document.title;
    document.title = documentTitle(title);
    return () => {
      document.title = previous;
    };
  }, [title]);
}
