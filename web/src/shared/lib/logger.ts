/**
 * The app's one way to report what the user does not see. The browser console is the sink until a client error
 * reporter exists; this file is the only place allowed to touch it, so swapping the sink is a one-file change.
 */
export const logger = {
  warn(message: string, detail?: unknown): void {
    // eslint-disable-next-line no-console -- the designated sink, see above
    console.warn(message, detail);
  },
  error(message: string, detail?: unknown): void {
    // eslint-disable-next-line no-console -- the designated sink, see above
    console.error(message, detail);
  },
};
