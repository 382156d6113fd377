import { useEffect } from 'react';

/** Names the browser tab after the page, so a screen reader user hears where a navigation landed. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    const previous = document.title;
    document.title = `${title} · Pathwise`;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
