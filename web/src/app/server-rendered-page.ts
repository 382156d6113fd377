import { SERVER_RENDER_STATE_ID, type ServerRenderState } from '@pathwise/contracts';
import { wasSignedInLastVisit, type CurrentSession } from '../features/identity';
import { readAuthToken } from '../shared/lib/auth-token';
import { readPageData } from '../shared/lib/page-data';
import { isLanguage, storedLanguageStore } from '../shared/i18n';
import { readStoredBar } from './shell/navigation';

/** What the server rendered this page with, when it rendered it; null for a page the app draws alone. */
export function readServerRenderState(): ServerRenderState | null {
  const state = readPageData(SERVER_RENDER_STATE_ID) as Partial<ServerRenderState> | null | undefined;
  if (!isLanguage(state?.language)) return null;
  const signedInAs = typeof state.signedInAs === 'string' ? state.signedInAs : null;
  return { language: state.language, signedInAs, queries: state.queries };
}

/**
 * Whether this browser would draw what the server drew: the server renders in the language of the cookie, for a
 * visitor on the site's bar or for the person whose session the page carries on the app's bar. Hydrating a page that
 * differs would throw the server's markup away with an error; drawing afresh says plainly that it is replaced.
 *
 * @param session the session the page carries (ADR 31), if it carries one.
 */
export function browserAgreesWithServer(state: ServerRenderState, session: CurrentSession | null | undefined): boolean {
  if (storedLanguageStore.snapshot() !== state.language || readAuthToken() !== null) return false;
  const storedBar = readStoredBar();
  if (state.signedInAs === null) return !wasSignedInLastVisit() && storedBar !== 'app';
  return session?.user.uid === state.signedInAs && storedBar !== 'public';
}
