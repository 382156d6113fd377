import { z } from 'zod';
import { defineEvent } from '../kernel/define-event.js';
import { EntityId } from '../kernel/ids.js';

/**
 * A course's creator invited whoever holds an email address to co-author it. The stream is the address's
 * (`coauthorinvite-<keyed hash of the address>`), so the invitation waits the same whether or not an account has the
 * address yet, and carries no address itself.
 */
export const CoAuthorInvited = defineEvent({
  type: 'CoAuthorInvited',
  schema: z.object({ courseId: EntityId, invitedBy: EntityId }),
});

/** The address's account signed in (or up), and the invitation took effect (or found nothing left to do). */
export const CoAuthorInvitationAccepted = defineEvent({
  type: 'CoAuthorInvitationAccepted',
  schema: z.object({ courseId: EntityId, userId: EntityId }),
});

export const coAuthorInvitationEvents = [CoAuthorInvited, CoAuthorInvitationAccepted] as const;
