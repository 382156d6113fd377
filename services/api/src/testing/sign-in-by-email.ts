import type { DevOutboxResponse, SessionResponse } from '@pathwise/contracts';

export interface EmailSignInResult {
  readonly session: SessionResponse;
  /** The Set-Cookie value of the session cookie, `name=value`. */
  readonly cookie: string;
  readonly code: string;
}

/** Reads the newest sign-in code sent to an address from the development outbox. */
export async function codeFromOutbox(url: string, email: string): Promise<string> {
  const outbox = (await (await fetch(`${url}/api/dev/outbox?to=${encodeURIComponent(email)}`)).json()) as DevOutboxResponse;
  const message = outbox.messages[0];
  const code = message && /\b(\d{6})\b/.exec(message.text)?.[1];
  if (!code) throw new Error(`No sign-in code for ${email} in the development outbox`);
  return code;
}

/** Signs in as a person does: ask for a code, read it from the outbox, send it back. */
export async function signInByEmail(url: string, email: string, displayName?: string): Promise<EmailSignInResult> {
  const started = await fetch(`${url}/api/auth/email/start`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, intent: 'signup', ...(displayName ? { display_name: displayName } : {}) }),
  });
  if (started.status !== 202) throw new Error(`Starting sign-in answered ${started.status}: ${await started.text()}`);
  const code = await codeFromOutbox(url, email);
  const verified = await fetch(`${url}/api/auth/email/verify`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, code }),
  });
  if (verified.status !== 200) throw new Error(`Verifying the code answered ${verified.status}: ${await verified.text()}`);
  const cookie = verified.headers.get('set-cookie')?.split(';')[0] ?? '';
  return { session: (await verified.json()) as SessionResponse, cookie, code };
}
