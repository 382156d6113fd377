import { AccessDeniedError } from '../../http/http-errors.js';
import type { Actor } from '../../kernel/actor.js';

/** Learners record and read only their own learning; admins may act for anyone. */
export function assertMayActForLearner(actor: Actor, learnerId: string): void {
  if (actor.userId === learnerId || actor.role === 'admin') return;
  throw new AccessDeniedError("You can only record and read your own learning activity.");
}
