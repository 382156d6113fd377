import type { SessionProbeResponse } from '@pathwise/contracts';
import type { Actor } from '../../../kernel/actor.js';
import { meView } from '../accounts/me.views.js';
import type { Identity } from '../identity.service.js';

/**
 * Who a request comes from, as GET /api/auth/session answers it and as a page the app draws carries it: the user and
 * the CSRF token of their session, or nulls for nobody signed in.
 */
export async function sessionProbe(identity: Identity, actor: Actor | null | undefined): Promise<SessionProbeResponse> {
  if (!actor) return { user: null, csrf_token: null };
  return { user: meView(await identity.actors.account(actor.userId)), csrf_token: identity.csrf.tokenFor(actor.sessionId) };
}
