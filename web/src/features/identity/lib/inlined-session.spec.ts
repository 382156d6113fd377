import { SESSION_STATE_ID } from '@pathwise/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { aSession } from '../../../testing/identity-fixtures';
import { readInlinedSession } from './inlined-session';

function pageCarrying(text: string): void {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = SESSION_STATE_ID;
  script.textContent = text;
  document.body.append(script);
}

describe('the session a page came with', () => {
  afterEach(() => {
    document.getElementById(SESSION_STATE_ID)?.remove();
  });

  it('is the signed-in session the server wrote', () => {
    const session = aSession();
    pageCarrying(JSON.stringify(session));
    expect(readInlinedSession()).toEqual(session);
  });

  it('is null where the server found nobody signed in', () => {
    pageCarrying(JSON.stringify({ user: null, csrf_token: null }));
    expect(readInlinedSession()).toBeNull();
  });

  it('is unknown where the page carries none, or something else, so that the app asks', () => {
    expect(readInlinedSession()).toBeUndefined();
    pageCarrying('{ not json');
    expect(readInlinedSession()).toBeUndefined();
    document.getElementById(SESSION_STATE_ID)?.remove();
    pageCarrying(JSON.stringify({ user: { uid: 'u' } }));
    expect(readInlinedSession()).toBeUndefined();
  });
});
