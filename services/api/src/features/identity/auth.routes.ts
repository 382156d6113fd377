import {
  SessionProbeResponse,
  SessionResponse,
  StartEmailSignInRequest,
  StartEmailSignInResponse,
  VerifyEmailCodeRequest,
} from '@pathwise/contracts';
import type { Response } from 'express';
import { z } from 'zod';
import { defineRoute, type RouteDefinition } from '../../http/define-route.js';
import { ACCESS_TOKEN_TTL_SECONDS } from './access-tokens.service.js';
import { meView } from './accounts/me.views.js';
import type { Identity } from './identity.service.js';
import { clearSessionCookie, setSessionCookie } from './sessions/session-cookie.http.js';
import { sessionProbe } from './sessions/session-probe.js';

const AccessTokenResponse = z.object({ access_token: z.string(), token_type: z.literal('Bearer'), expires_in: z.number().int() });

/** A signed-in answer: the cookie for the browser, a bearer token for API clients, and the user. */
async function sessionAnswer(identity: Identity, response: Response, signedIn: { userId: string; sessionId: string; cookie: string; newAccount: boolean }) {
  setSessionCookie(response, signedIn.cookie, identity.secureCookies);
  const account = await identity.actors.account(signedIn.userId);
  return {
    user: meView(account),
    access_token: await identity.tokens.issue({ userId: signedIn.userId, sessionId: signedIn.sessionId }),
    token_type: 'Bearer' as const,
    expires_in: ACCESS_TOKEN_TTL_SECONDS,
    csrf_token: identity.csrf.tokenFor(signedIn.sessionId),
    new_account: signedIn.newAccount,
  };
}

export function authRoutes(identity: Identity): RouteDefinition[] {
  return [
    defineRoute({
      method: 'post',
      path: '/auth/email/start',
      summary: 'Send a one-time sign-in code by mail',
      description:
        'Sends a 6-digit code valid for 10 minutes. The answer is the same whether or not the address has an account; ' +
        'using a code for a new address creates the account. Limited per address and per client address (429).',
      tags: ['identity'],
      access: 'public',
      body: StartEmailSignInRequest,
      responses: { 202: { description: 'A code is on its way (if the address can receive mail)', schema: StartEmailSignInResponse } },
      async handle({ body, request }) {
        const { expiresInSeconds } = await identity.emailSignIn.start({ email: body.email, displayName: body.display_name }, request.ip ?? 'unknown');
        return { status: 202, body: { status: 'code_sent', expires_in_seconds: expiresInSeconds } };
      },
    }),
    defineRoute({
      method: 'post',
      path: '/auth/email/verify',
      summary: 'Sign in with the code',
      description: 'Five wrong codes end the code. On success sets the httpOnly session cookie and returns a bearer token.',
      tags: ['identity'],
      access: 'public',
      body: VerifyEmailCodeRequest,
      responses: { 200: { description: 'Signed in', schema: SessionResponse } },
      async handle({ body, request, response }) {
        const signedIn = await identity.emailSignIn.verify(body, { ip: request.ip ?? 'unknown', userAgent: request.get('user-agent') ?? null });
        return {
          status: 200,
          body: await sessionAnswer(identity, response, { ...signedIn, sessionId: signedIn.session.sessionId }),
        };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/auth/session',
      summary: 'The current session: who is signed in, and the CSRF token for cookie writes',
      description: 'Answers visitors without a session too, with user and csrf_token null: not being signed in is not an error.',
      tags: ['identity'],
      access: 'public',
      responses: { 200: { description: 'The session, or nulls', schema: SessionProbeResponse } },
      async handle({ context }) {
        return { status: 200, body: await sessionProbe(identity, context.actor) };
      },
    }),
    defineRoute({
      method: 'post',
      path: '/auth/token',
      summary: 'A fresh bearer token for the current session',
      tags: ['identity'],
      access: 'user',
      responses: { 200: { description: 'A token valid for 15 minutes', schema: AccessTokenResponse } },
      async handle({ context }) {
        const actor = context.actor!;
        return {
          status: 200,
          body: {
            access_token: await identity.tokens.issue({ userId: actor.userId, sessionId: actor.sessionId }),
            token_type: 'Bearer',
            expires_in: ACCESS_TOKEN_TTL_SECONDS,
          },
        };
      },
    }),
    defineRoute({
      method: 'post',
      path: '/auth/logout',
      summary: 'Sign out: ends the session, its cookie and every token issued for it',
      tags: ['identity'],
      access: 'user',
      responses: { 204: { description: 'Signed out' } },
      async handle({ context, response }) {
        const actor = context.actor!;
        await identity.sessions.revoke(actor.sessionId);
        await identity.accounts.execute(actor.userId, { type: 'RecordSignOut', sessionId: actor.sessionId });
        clearSessionCookie(response, identity.secureCookies);
        return { status: 204 };
      },
    }),
  ];
}
