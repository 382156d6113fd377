import { AccessDeniedError } from '../../http/http-errors.js';
import type { Actor } from '../../kernel/actor.js';

export const NOT_YOUR_SALES = 'You can only read your own sales.';

/** Whose sales a request reads: the caller's own, or, for an admin, the creator they name. */
export function salesCreatorFor(actor: Actor, requested: string | undefined): string {
  if (requested === undefined || requested === actor.userId) return actor.userId;
  if (actor.role === 'admin') return requested;
  throw new AccessDeniedError(NOT_YOUR_SALES, [{ pointer: '#/query/creatorId', detail: 'Only admins read the sales of someone else' }]);
}
