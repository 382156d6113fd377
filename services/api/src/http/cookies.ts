/**
 * One cookie's value in a Cookie header (of an HTTP request or a socket handshake), or null. A value that does not
 * decode was not set by us, so it counts as absent.
 */
export function cookieIn(header: string | undefined, name: string): string | null {
  for (const part of header?.split(';') ?? []) {
    const separator = part.indexOf('=');
    if (separator < 0 || part.slice(0, separator).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(separator + 1).trim());
    } catch {
      return null;
    }
  }
  return null;
}
