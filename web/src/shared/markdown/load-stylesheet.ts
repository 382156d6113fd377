const stylesheets = new Map<string, Promise<void>>();

/**
 * Links a stylesheet once, resolving when it applies, so a lazily loaded view is drawn styled (the app's own styles
 * are one sheet linked by index.html; a large one only some views need comes with them). A sheet that fails resolves
 * too: the text is still shown. An empty address (the test runner builds no stylesheets) waits for nothing.
 */
export function loadStylesheet(href: string): Promise<void> {
  // On the server the view's markup links its sheet itself (`StylesheetLink`).
  if (href === '' || typeof document === 'undefined') return Promise.resolve();
  let loading = stylesheets.get(href);
  if (!loading) {
    loading = new Promise((resolve) => {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = href;
      link.addEventListener('load', () => resolve(), { once: true });
      link.addEventListener('error', () => resolve(), { once: true });
      document.head.append(link);
    });
    stylesheets.set(href, loading);
  }
  return loading;
}
