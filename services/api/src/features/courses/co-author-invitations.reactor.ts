import { streamId, type PathwiseEvent } from '@pathwise/event-schemas';
import type { Reactor, ReactorEffect } from '@pathwise/event-store';
import { invitationStreamId, pendingInvitations, type InvitationKeyOf } from './co-author-invitations.commands.js';
import { courseDecider, foldCourse } from './course.decider.js';

/**
 * When someone signs in (a sign-up signs in too), the invitations that were waiting for their address at that moment
 * take effect (one recorded after it waits for the next sign-in, however late the reactor runs): each adds
 * them as a co-author, decided by the course's own rules as the inviter's command, and is marked accepted. An
 * invitation the course refuses by then (the invitee is its creator, say) is marked accepted all the same.
 */
export function coAuthorInvitationsReactor(invitationKeyOf: InvitationKeyOf): Reactor<PathwiseEvent> {
  return {
    name: 'co-author-invitations',
    eventTypes: ['SignedIn'],
    async react(event, context) {
      if (event.type !== 'SignedIn') return [];
      const { userId } = event.data;
      const account = await context.readStream(streamId('account', userId));
      const registered = account.events.find((each) => each.type === 'AccountRegistered');
      const email = registered?.type === 'AccountRegistered' ? registered.data.email : null;
      if (!email) return [];
      const stream = invitationStreamId(invitationKeyOf(email));
      const invitations = await context.readStream(stream);
      const pending = pendingInvitations(invitations.events, event.position);
      if (pending.size === 0) return [];
      const effects: ReactorEffect<PathwiseEvent>[] = [];
      for (const [courseId, invitedBy] of pending) {
        const course = await context.readStream(streamId('course', courseId));
        const added = addedCoAuthor(foldCourse(course.events), courseId, invitedBy, userId);
        if (added.length > 0) effects.push({ streamId: streamId('course', courseId), events: added, expectedVersion: course.currentVersion });
      }
      const accepted = [...pending.keys()].map((courseId): PathwiseEvent => ({ type: 'CoAuthorInvitationAccepted', data: { courseId, userId } }));
      effects.push({ streamId: stream, events: accepted, expectedVersion: invitations.currentVersion });
      return effects;
    },
  };
}

function addedCoAuthor(course: ReturnType<typeof foldCourse>, courseId: string, invitedBy: string, userId: string): PathwiseEvent[] {
  try {
    return courseDecider.decide({ type: 'AddCoAuthor', data: { userId }, metadata: { actorId: invitedBy } }, course);
  } catch {
    // Refused by the course as it stands now: nothing to add, and nothing left to wait for.
    return [];
  }
}
