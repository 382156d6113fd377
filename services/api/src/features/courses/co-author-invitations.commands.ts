import { streamId, type PathwiseEvent } from '@pathwise/event-schemas';
import type { EventStore, StoredEvent } from '@pathwise/event-store';
import type { RateLimit } from '../identity/index.js';
import type { CommandOrigin } from '../../kernel/command-origin.js';
import { refuseUnlessCreator } from './course.decider.js';
import type { CourseCommands } from './course.commands.js';

/** Enough for a creator assembling a team, too few to probe which addresses have accounts. */
export const coAuthorInvitationLimit: RateLimit = { limit: 20, windowSeconds: 60 * 60 };

/** The keyed hash an address is known by in stream ids (the identity feature's, so the same address meets itself). */
export type InvitationKeyOf = (email: string) => string;

/**
 * The courses an address is invited to and has not taken up yet, each with who invited; with `invitedBefore`, only
 * the invitations recorded before that position in the log (those a sign-in there can take up).
 */
export function pendingInvitations(events: readonly StoredEvent<PathwiseEvent>[], invitedBefore?: bigint): Map<string, string> {
  const pending = new Map<string, string>();
  for (const event of events) {
    if (event.type === 'CoAuthorInvited') {
      if (invitedBefore === undefined || event.position < invitedBefore) pending.set(event.data.courseId, event.data.invitedBy);
    }
    else if (event.type === 'CoAuthorInvitationAccepted') pending.delete(event.data.courseId);
  }
  return pending;
}

export const invitationStreamId = (invitationKey: string): string => streamId('coauthorinvite', invitationKey);

/**
 * Co-author invitations by email. An invitation is recorded on the address's own stream whether or not an account
 * has the address, and takes effect when one signs in (or up) with it, so the inviter learns nothing about who has
 * an account.
 */
export class CoAuthorInvitations {
  constructor(
    private readonly store: EventStore<PathwiseEvent>,
    private readonly courses: CourseCommands,
    private readonly invitationKeyOf: InvitationKeyOf,
  ) {}

  /** Records the invitation (once while it waits: inviting again changes nothing) and answers the course's title. */
  async invite(courseId: string, email: string, origin: CommandOrigin): Promise<string> {
    const { state } = await this.courses.load(courseId);
    refuseUnlessCreator(state, origin.actor.userId);
    const stream = invitationStreamId(this.invitationKeyOf(email));
    const { events, currentVersion } = await this.store.readStream(stream);
    if (pendingInvitations(events).has(courseId)) return state.details.title;
    await this.store.append(stream, [{ type: 'CoAuthorInvited', data: { courseId, invitedBy: origin.actor.userId } }], {
      expectedVersion: currentVersion === 0 ? 'no_stream' : currentVersion,
      metadata: { correlationId: origin.requestId, causationId: origin.requestId, actor: { kind: 'user', id: origin.actor.userId } },
    });
    return state.details.title;
  }
}

/** The mail an invitee gets, the same whether or not the address has an account yet. */
export function invitationMail(email: string, courseTitle: string) {
  return {
    to: email,
    subject: `You are invited to co-author "${courseTitle}" on Pathwise`,
    text:
      `You have been invited to co-author the course "${courseTitle}" on Pathwise.\n\n` +
      'Sign in to Pathwise with this address (or sign up with it if you have no account yet) and the course appears ' +
      'among the courses you edit. If you did not expect this, you can ignore this mail.\n',
  };
}
