import { SERVER_RENDER_STATE_ID, type ServerRenderState } from '@pathwise/contracts';
import { wasSignedInLastVisit } from '../features/identity';
import { readAuthToken } from '../shared/lib/auth-token';
import { readPageData } from '../shared/lib/page-data';
import { isLanguage, storedLanguageStore } from '../shared/i18n';
import { readStoredBar } from './shell/navigation';

/** What the server rendered this page with, when it rendered it (public pages); null for a page the app draws alone. */
export function readServerRenderState(): ServerRenderState | null {
  const state = readPageData(SERVER_RENDER_STATE_ID) as Partial<ServerRenderState> | null | undefined;
  return isLanguage(state?.language) ? { language: state.language, queries: state.queries } : null;
}

/**
 * Whether this browser would draw what the server drew: the server renders for a signed-out visitor on the site's bar,
 * in the language of the cookie. Hydrating a page that differs would throw the server's markup away with an error;
 * drawing afresh says plainly that it is replaced.
 */
export function browserAgreesWithServer(state: ServerRenderState): boolean {
  return (
    storedLanguageStore.snapshot() === state.language &&
    !wasSignedInLastVisit() &&
    readAuthToken() === null &&
    readStoredBar() !== 'app'
  );
}
