import { randomUUID } from 'node:crypto';
import type { SubscriptionTier } from '@pathwise/event-schemas';
import { testDatabaseKinds } from '@pathwise/event-store/testing';
import { describe, expect, it } from 'vitest';
import { requestJson } from '../../testing/json-requests.js';
import { useTestServer } from '../../testing/use-test-server.js';

describe.each(testDatabaseKinds)("a plan's limit of published courses on %s", (kind) => {
  const used = useTestServer(kind);
  const url = (path: string) => `${used.server.url}/api${path}`;
  const creator = async (tier: SubscriptionTier) => {
    const userId = randomUUID();
    return { userId, token: await used.server.tokenFor({ userId, role: 'creator', tier }) };
  };

  /** A draft with one lesson, ready to publish at version 3. */
  async function readyDraft(author: { token: string }) {
    const courseId = randomUUID();
    const call = (method: string, path: string, body?: unknown) => requestJson(method, url(`/courses/${courseId}${path}`), body, author.token);
    expect((await requestJson('POST', url('/courses'), { courseId, title: `Course ${courseId.slice(0, 6)}`, level: 'beginner', language: 'en', tags: [] }, author.token)).status).toBe(201);
    expect((await call('POST', '/modules', { expectedVersion: 1, moduleId: 'm1', title: 'Basics' })).status).toBe(201);
    const lesson = { expectedVersion: 2, moduleId: 'm1', lessonId: 'l1', title: 'First steps', blocks: [{ kind: 'text', text: 'Hello.' }], estimatedMinutes: 5, skillIds: [] };
    expect((await call('POST', '/lessons', lesson)).status).toBe(201);
    return { courseId, call };
  }

  it('refuses a free creator a second live course, says why in the reader’s language, and stores nothing', async () => {
    const free = await creator('free');
    const first = await readyDraft(free);
    expect((await first.call('POST', '/publish', { expectedVersion: 3 })).status).toBe(200);

    const second = await readyDraft(free);
    const refused = await second.call('POST', '/publish', { expectedVersion: 3 });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      type: 'urn:pathwise:problem:plan-limit-reached',
      title: 'Plan limit reached',
      detail: "Your plan's limit of published courses is reached (1 of 1): archive a published course, or move to a plan that allows more.",
    });
    const draft = await second.call('GET', '/authoring');
    expect(draft.body).toMatchObject({ status: 'draft', version: 3 });

    const spanish = await fetch(url(`/courses/${second.courseId}/publish`), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${free.token}`, 'accept-language': 'es' },
      body: JSON.stringify({ expectedVersion: 3 }),
    });
    expect(spanish.status).toBe(403);
    expect(await spanish.json()).toMatchObject({ title: 'Límite del plan alcanzado', detail: expect.stringContaining('(1 de 1)') });
  });

  it('makes room when a live course is archived, and lets a course already live be published again', async () => {
    const free = await creator('free');
    const first = await readyDraft(free);
    expect((await first.call('POST', '/publish', { expectedVersion: 3 })).status).toBe(200);
    const lessonEdit = { expectedVersion: 4, title: 'First steps, again', blocks: [{ kind: 'text', text: 'Hello again.' }], estimatedMinutes: 5, skillIds: [] };
    expect((await first.call('PUT', '/lessons/l1', lessonEdit)).status).toBe(200);
    expect((await first.call('POST', '/publish', { expectedVersion: 5 })).status).toBe(200);

    const second = await readyDraft(free);
    expect((await first.call('POST', '/archive', { expectedVersion: 6 })).status).toBe(200);
    expect((await second.call('POST', '/publish', { expectedVersion: 3 })).status).toBe(200);
  });

  it('lets a Pro creator publish more than one course', async () => {
    const pro = await creator('pro');
    for (let course = 0; course < 3; course += 1) {
      const draft = await readyDraft(pro);
      expect((await draft.call('POST', '/publish', { expectedVersion: 3 })).status).toBe(200);
    }
  });
});
