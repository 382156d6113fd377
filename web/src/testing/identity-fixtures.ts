import type { MeResponse, ProblemDetails, SessionResponse } from '@pathwise/contracts';
import type { CurrentSession } from '../features/identity';

let nextId = 0;
const freshId = () => `user-${Date.now().toString(36)}-${(nextId += 1)}`;

/** A signed-in user as GET /api/me answers, with fresh ids; override what the test is about. */
export function aUser(overrides: Partial<MeResponse> = {}): MeResponse {
  const uid = freshId();
  return {
    uid,
    email: `${uid}@example.com`,
    profile: { display_name: 'Ada Lovelace', profile_picture_url: null },
    role: 'creator',
    subscription_tier: 'free',
    ai_credits: { balance: 100, last_grant_date: '2025-03-01T08:00:00.000Z' },
    settings: { preferred_language: 'en', receive_email_notifications: true },
    created_at: '2025-01-15T10:00:00.000Z',
    last_login: '2025-03-04T09:00:00.000Z',
    ...overrides,
  };
}

/** GET /api/auth/session for `user`. */
export const aSession = (user: MeResponse = aUser(), csrfToken = `csrf-${freshId()}`): CurrentSession => ({
  user,
  csrf_token: csrfToken,
});

/** GET /api/auth/session for a visitor: the server answers with nulls, not an error. */
export const signedOutSession = { user: null, csrf_token: null } as const;

/** POST /api/auth/email/verify for `user`. */
export const aSignIn = (user: MeResponse = aUser(), csrfToken = `csrf-${freshId()}`): SessionResponse => ({
  user,
  access_token: 'header.payload.signature',
  token_type: 'Bearer',
  expires_in: 900,
  csrf_token: csrfToken,
  new_account: false,
});

export const signedOutProblem: ProblemDetails = {
  type: 'https://pathwise.dev/problems/authentication-required',
  title: 'Authentication required',
  status: 401,
  detail: 'Sign in first',
  traceId: 'trace-401',
};
