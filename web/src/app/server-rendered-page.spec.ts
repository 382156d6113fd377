import { SERVER_RENDER_STATE_ID } from '@pathwise/contracts';
import { afterEach, describe, expect, it } from 'vitest';
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

describe('a page the server rendered', () => {
  it('is read from the page’s JSON script, with its language and its data', () => {
    expect(readServerRenderState()).toBeNull();
    givenServerState(JSON.stringify({ language: 'fr', queries: { queries: [{ queryHash: '["courses"]' }] } }));
    expect(readServerRenderState()).toEqual({ language: 'fr', queries: { queries: [{ queryHash: '["courses"]' }] } });
  });

  it('is not trusted when its script is broken or names a language the app does not speak', () => {
    givenServerState('{"language":');
    expect(readServerRenderState()).toBeNull();
    document.getElementById(SERVER_RENDER_STATE_ID)!.remove();
    givenServerState(JSON.stringify({ language: 'xx', queries: {} }));
    expect(readServerRenderState()).toBeNull();
  });

  it('is hydrated by a signed-out browser in the same language, on the site’s bar', () => {
    expect(browserAgreesWithServer({ language: 'en', queries: {} })).toBe(true);
    window.localStorage.setItem(NAV_BAR_STORAGE_KEY, 'public');
    window.localStorage.setItem('lang', 'es');
    expect(browserAgreesWithServer({ language: 'es', queries: {} })).toBe(true);
  });

  it.each([
    ['another language', () => window.localStorage.setItem('lang', 'fr')],
    ['signed in at the last visit', () => writeStored(storageKeys.signedInLastVisit, true)],
    ['holding a bearer token', () => window.localStorage.setItem('auth_token', 'a-token')],
    ['on the app’s bar', () => window.localStorage.setItem(NAV_BAR_STORAGE_KEY, 'app')],
  ])('is drawn afresh by a browser %s, which would not draw the same', (_case, given) => {
    given();
    expect(browserAgreesWithServer({ language: 'en', queries: {} })).toBe(false);
  });
});
