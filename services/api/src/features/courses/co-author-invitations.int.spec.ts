import { randomUUID } from 'node:crypto';
import type { DevOutboxResponse } from '@pathwise/contracts';
import { streamId } from '@pathwise/event-schemas';
import { eventually, testDatabaseKinds } from '@pathwise/event-store/testing';
import { describe, expect, it } from 'vitest';
import { requestJson } from '../../testing/json-requests.js';
import { signInByEmail } from '../../testing/sign-in-by-email.js';
import { useTestServer } from '../../testing/use-test-server.js';
import { coAuthorInvitationLimit } from './co-author-invitations.commands.js';
import { coAuthorInvitationsReactor } from './co-author-invitations.reactor.js';
import { NOT_AN_AUTHOR } from './course.decider.js';

describe.each(testDatabaseKinds)('co-author invitations by email on %s', (kind) => {
  const used = useTestServer(kind);
  const url = (path: string) => `${used.server.url}/api${path}`;
  const address = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.com`;
  const creator = async () => {
    const userId = randomUUID();
    return { userId, token: await used.server.tokenFor({ userId, role: 'creator', tier: 'free' }) };
  };
  const draftBy = async (token: string, title = `Ratios ${randomUUID().slice(0, 6)}`) => {
    const courseId = randomUUID();
    const drafted = await requestJson('POST', url('/courses'), { courseId, title, level: 'beginner', language: 'en', tags: [] }, token);
    expect(drafted.status).toBe(201);
    return courseId;
  };
  const invite = (courseId: string, token: string, email: string) => requestJson('POST', url(`/courses/${courseId}/co-authors`), { email }, token);
  const coAuthorsOf = async (courseId: string, token: string) =>
    ((await requestJson('GET', url(`/courses/${courseId}/authoring`), undefined, token)).body!.coAuthors as { userId: string }[]).map((author) => author.userId);
  const mailsTo = async (email: string) =>
    ((await (await fetch(url(`/dev/outbox?to=${encodeURIComponent(email)}`))).json()) as DevOutboxResponse).messages;

  it('answers and mails the same whether or not an account has the address, adding nobody before they sign in', async () => {
    const owner = await creator();
    const title = `Ratios ${randomUUID().slice(0, 6)}`;
    const courseId = await draftBy(owner.token, title);
    const known = address('known');
    await signInByEmail(used.server.url, known);
    const unknown = address('unknown');

    const forKnown = await invite(courseId, owner.token, known);
    const forUnknown = await invite(courseId, owner.token, unknown);

    expect(forKnown.status).toBe(202);
    expect(forKnown.body).toEqual({ status: 'invited' });
    expect(forUnknown).toEqual({ ...forKnown, headers: forUnknown.headers });
    for (const email of [known, unknown]) {
      expect(await mailsTo(email)).toEqual(expect.arrayContaining([expect.objectContaining({ subject: `You are invited to co-author "${title}" on Pathwise` })]));
    }
    expect(await coAuthorsOf(courseId, owner.token)).toEqual([]);
  });

  it('leaves an invitation recorded after a sign-in for the next one, however late the sign-in is reacted to', async () => {
    const owner = await creator();
    const courseId = await draftBy(owner.token);
    const invitee = address('member');
    const { session } = await signInByEmail(used.server.url, invitee);
    expect((await invite(courseId, owner.token, invitee)).status).toBe(202);
    const { store, identity } = used.server.platform;
    const signedIn = (await store.readStream(streamId('account', session.user.uid))).events.findLast((event) => event.type === 'SignedIn')!;

    const reactor = coAuthorInvitationsReactor((email) => identity.accounts.emailKey(email));
    const effects = await reactor.react(signedIn, { readStream: (id, options) => store.readStream(id, options) });

    expect(effects).toEqual([]);
  });

  it('makes whoever signs up with an invited address a co-author', async () => {
    const owner = await creator();
    const courseId = await draftBy(owner.token);
    const invitee = address('newcomer');
    expect((await invite(courseId, owner.token, invitee)).status).toBe(202);

    const { session } = await signInByEmail(used.server.url, invitee);

    await eventually(async () => expect(await coAuthorsOf(courseId, owner.token)).toEqual([session.user.uid]));
  });

  it('makes an existing account a co-author at its next sign-in, once: a removal afterwards stands', async () => {
    const owner = await creator();
    const courseId = await draftBy(owner.token);
    const invitee = address('member');
    const { session } = await signInByEmail(used.server.url, invitee);
    expect((await invite(courseId, owner.token, invitee)).status).toBe(202);

    await signInByEmail(used.server.url, invitee);
    await eventually(async () => expect(await coAuthorsOf(courseId, owner.token)).toEqual([session.user.uid]));

    expect((await requestJson('DELETE', url(`/courses/${courseId}/co-authors/${session.user.uid}`), undefined, owner.token)).status).toBe(200);
    const otherCourse = await draftBy(owner.token);
    expect((await invite(otherCourse, owner.token, invitee)).status).toBe(202);
    await signInByEmail(used.server.url, invitee);
    // The sign-in that took up the second invitation would have taken up the first again, were it still waiting.
    await eventually(async () => expect(await coAuthorsOf(otherCourse, owner.token)).toEqual([session.user.uid]));
    expect(await coAuthorsOf(courseId, owner.token)).toEqual([]);
  });

  it('lets an inviter send exactly the hourly limit of invitations, even all at once', async () => {
    const owner = await creator();
    const courseId = await draftBy(owner.token);
    const attempts = coAuthorInvitationLimit.limit + 5;

    const statuses = (await Promise.all(Array.from({ length: attempts }, () => invite(courseId, owner.token, address('many'))))).map((response) => response.status);

    expect(statuses.filter((status) => status === 202)).toHaveLength(coAuthorInvitationLimit.limit);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
  });

  it("refuses someone who is not the course's creator, recording and mailing nothing", async () => {
    const owner = await creator();
    const courseId = await draftBy(owner.token);
    const stranger = await creator();
    const invitee = address('unasked');

    const refused = await invite(courseId, stranger.token, invitee);

    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ detail: NOT_AN_AUTHOR });
    expect(await mailsTo(invitee)).toEqual([]);
    const key = used.server.platform.identity.accounts.emailKey(invitee);
    expect((await used.server.platform.store.readStream(`coauthorinvite-${key}`)).events).toEqual([]);
  });
});
