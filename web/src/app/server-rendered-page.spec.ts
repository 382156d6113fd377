import { SERVER_RENDER_STATE_ID, type ServerRenderState } from '@pathwise/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import type { CurrentSession } from '../features/identity';
import type { Language } from '../shared/i18n';
import { storageKeys, writeStored } from '../shared/lib/local-store';
import { NAV_BAR_STORAGE_KEY } from './shell/navigation';
import { browserAgreesWithServer, readServerRenderState } from './server-rendered-page';

function givenServerState(text: string) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = SERVER_RENDER_STATE_ID;
  script.textContent = text;
  document.body.append(script);
}

afterEach(() => document.getElementById(SERVER_RENDER_STATE_ID)?.remove());

const visitorsPage = (language: Language): ServerRenderState => ({ language, signedInAs: null, queries: {} });
const usersPage: ServerRenderState = { language: 'en', signedInAs: 'user-1', queries: {} };
const sessionOf = (uid: string) => ({ user: { uid }, csrf_token: 'csrf' }) as unknown as CurrentSession;

describe('a page the server rendered', () => {
  it('is read from the page’s JSON script, with its language and its data', () => {
    expect(readServerRenderState()).toBeNull();
    givenServerState(JSON.stringify({ language: 'fr', signedInAs: null, queries: { queries: [{ queryHash: '["courses"]' }] } }));
    expect(readServerRenderState()).toEqual({ language: 'fr', signedInAs: null, queries: { queries: [{ queryHash: '["courses"]' }] } });
  });

  it('names whom it was rendered for, a visitor when it says nothing of it', () => {
    givenServerState(JSON.stringify({ language: 'en', signedInAs: 'user-1', queries: {} }));
    expect(readServerRenderState()?.signedInAs).toBe('user-1');
    document.getElementById(SERVER_RENDER_STATE_ID)!.remove();
    givenServerState(JSON.stringify({ language: 'en', signedInAs: 42, queries: {} }));
    expect(readServerRenderState()?.signedInAs).toBeNull();
  });

  it('is not trusted when its script is broken or names a language the app does not speak', () => {
    givenServerState('{"language":');
    expect(readServerRenderState()).toBeNull();
    document.getElementById(SERVER_RENDER_STATE_ID)!.remove();
    givenServerState(JSON.stringify({ language: 'xx', queries: {} }));
    expect(readServerRenderState()).toBeNull();
  });

  it('is hydrated by a signed-out browser in the same language, on the site’s bar', () => {
    expect(browserAgreesWithServer(visitorsPage('en'), undefined)).toBe(true);
    window.localStorage.setItem(NAV_BAR_STORAGE_KEY, 'public');
    window.localStorage.setItem('lang', 'es');
    expect(browserAgreesWithServer(visitorsPage('es'), null)).toBe(true);
  });

  it('is hydrated by the browser whose session it was rendered for, on the app’s bar', () => {
    writeStored(storageKeys.signedInLastVisit, true);
    expect(browserAgreesWithServer(usersPage, sessionOf('user-1'))).toBe(true);
    window.localStorage.setItem(NAV_BAR_STORAGE_KEY, 'app');
    expect(browserAgreesWithServer(usersPage, sessionOf('user-1'))).toBe(true);
  });

  it.each([
    ['carrying no session', () => undefined],
    ['carrying another person’s session', () => sessionOf('user-2')],
    ['on the site’s bar', () => {
      window.localStorage.setItem(NAV_BAR_STORAGE_KEY, 'public');
      return sessionOf('user-1');
    }],
    ['holding a bearer token', () => {
      window.localStorage.setItem('auth_token', 'a-token');
      return sessionOf('user-1');
    }],
  ])('rendered for someone is drawn afresh by a browser %s', (_case, given) => {
    expect(browserAgreesWithServer(usersPage, given())).toBe(false);
  });

  it.each([
    ['another language', () => window.localStorage.setItem('lang', 'fr')],
    ['signed in at the last visit', () => writeStored(storageKeys.signedInLastVisit, true)],
    ['holding a bearer token', () => window.localStorage.setItem('auth_token', 'a-token')],
    ['on the app’s bar', () => window.localStorage.setItem(NAV_BAR_STORAGE_KEY, 'app')],
  ])('is drawn afresh by a browser %s, which would not draw the same', (_case, given) => {
    given();
    expect(browserAgreesWithServer(visitorsPage('en'), undefined)).toBe(false);
  });
});
