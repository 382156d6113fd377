import { AuthProvidersResponse } from '@pathwise/contracts';
import type { CookieOptions, Request, Response } from 'express';
import { z } from 'zod';
import { defineRoute, type RouteDefinition } from '../../../http/define-route.js';
import { cookieIn } from '../../../http/cookies.js';
import type { Identity } from '../identity.service.js';
import { setSessionCookie } from '../sessions/session-cookie.http.js';
import { TooManyRequestsError } from '../sign-in/rate-limiter.service.js';
import { FLOW_LIFETIME_MS, GoogleSignInError, type GoogleSignIn } from './google-sign-in.service.js';

/** Ties a flow to the browser that began it; only the two Google routes ever need it. */
const FLOW_COOKIE = 'pathwise_oidc_state';
const FLOW_COOKIE_PATH = '/api/auth/google';

const StartQuery = z.object({ return_to: z.string().optional() });
const CallbackQuery = z.object({
  code: z.string().optional(),
  state: z.string().optional(),
  error: z.string().optional(),
  iss: z.string().optional(),
});

function flowCookieOptions(secure: boolean): CookieOptions {
  // Lax, not Strict: the provider sends the browser back with a cross-site top-level GET, which Lax lets through.
  return { httpOnly: true, secure, sameSite: 'lax', path: FLOW_COOKIE_PATH };
}

/** A person's browser gets a page it can show; a client that asked for JSON keeps its problem details. */
function wantsJson(request: Request): boolean {
  return request.accepts(['html', 'json']) === 'json';
}

/** The short code the login page explains, for refusals a person can act on; anything else stays an error. */
function loginErrorOf(error: unknown): string | null {
  if (error instanceof GoogleSignInError) return error.failure;
  if (error instanceof TooManyRequestsError) return 'too_many_attempts';
  return null;
}

function refusedAnswer(error: unknown, request: Request): { status: 302; headers: Record<string, string> } {
  const code = loginErrorOf(error);
  if (code === null || wantsJson(request)) throw error;
  return { status: 302, headers: { Location: `/login?error=${code}` } };
}

/** Which sign-in methods this server offers, so the web app shows only buttons that work. Always mounted. */
export function authProviderRoutes(identity: Pick<Identity, 'google'>): RouteDefinition[] {
  return [
    defineRoute({
      method: 'get',
      path: '/auth/providers',
      summary: 'The sign-in methods besides email codes that this server offers',
      tags: ['identity'],
      access: 'public',
      responses: { 200: { description: 'Which providers are configured', schema: AuthProvidersResponse } },
      async handle() {
        return { status: 200, body: { google: identity.google !== null } };
      },
    }),
  ];
}

/** Google sign-in's two legs; mounted only when Google is configured. */
export function googleRoutes(googleSignIn: GoogleSignIn, secureCookies: boolean): RouteDefinition[] {
  const clearFlowCookie = (response: Response) => response.clearCookie(FLOW_COOKIE, flowCookieOptions(secureCookies));
  return [
    defineRoute({
      method: 'get',
      path: '/auth/google/start',
      summary: 'Begin signing in with Google',
      description:
        'Redirects the browser to Google. `return_to` is a path on this site to land on afterwards (default /dashboard); ' +
        'anything else is ignored. A new account starts as a creator on the free plan, whatever the provider says.',
      tags: ['identity'],
      access: 'public',
      query: StartQuery,
      responses: { 302: { description: 'To the provider, or to /login?error=<code> when sign-in cannot start' } },
      async handle({ query, request, response }) {
        try {
          const { url, state } = await googleSignIn.begin(query.return_to, { ip: request.ip ?? 'unknown' });
          response.cookie(FLOW_COOKIE, state, { ...flowCookieOptions(secureCookies), maxAge: FLOW_LIFETIME_MS });
          return { status: 302, headers: { Location: url } };
        } catch (error) {
          return refusedAnswer(error, request);
        }
      },
    }),
    defineRoute({
      method: 'get',
      path: '/auth/google/callback',
      summary: 'Where Google sends the browser back',
      description:
        'Checks state, nonce and PKCE, signs in (linking an account with the same verified email) and redirects to the ' +
        'return path with the session cookie. A refusal redirects to /login?error=<code>, or answers problem details ' +
        'to a client that accepts only JSON.',
      tags: ['identity'],
      access: 'public',
      query: CallbackQuery,
      responses: { 302: { description: 'To the return path, signed in; or to /login?error=<code>' } },
      async handle({ request, response }) {
        const boundState = cookieIn(request.get('cookie'), FLOW_COOKIE);
        // Used or not, the flow is over: its cookie goes either way.
        clearFlowCookie(response);
        try {
          const signedIn = await googleSignIn.complete(request.originalUrl, { userAgent: request.get('user-agent') ?? null, boundState });
          setSessionCookie(response, signedIn.cookie, secureCookies);
          return { status: 302, headers: { Location: signedIn.returnTo } };
        } catch (error) {
          return refusedAnswer(error, request);
        }
      },
    }),
  ];
}
