import type { languages } from '@pathwise/event-schemas';

/**
 * The cookie that carries the interface's language to the server (the web app writes it), so that a page the server
 * renders speaks the language the visitor chose; without it, English.
 */
export const LANGUAGE_COOKIE = 'lang';

/** The id of the JSON script in a server-rendered page that carries what the page was rendered with. */
export const SERVER_RENDER_STATE_ID = 'server-render-state';

/**
 * The id of the JSON script in a page sent to a browser that came with a session cookie: the session as
 * GET /api/auth/session answers it, so that the app draws the signed-in page without asking first.
 */
export const SESSION_STATE_ID = 'session-state';

/**
 * What a server-rendered page was rendered with, for the web app to hydrate it with the same: its language, for whom
 * (the signed-in user's id, or null for a visitor), and the data the page read (TanStack Query's dehydrated cache;
 * opaque here).
 */
export interface ServerRenderState {
  readonly language: (typeof languages)[number];
  readonly signedInAs: string | null;
  readonly queries: unknown;
}
