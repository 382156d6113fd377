/**
 * An address of this site's API as a path on the page's own origin. The server writes absolute addresses from its
 * configured public URL; a download link works only on the page's origin (the `download` attribute is ignored
 * across origins), which is where the API answers.
 */
export function sameSitePath(url: string): string {
  try {
    const { pathname, search } = new URL(url);
    return pathname.startsWith('/api/') ? `${pathname}${search}` : url;
  } catch {
    return url;
  }
}
