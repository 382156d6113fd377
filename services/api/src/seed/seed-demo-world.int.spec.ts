import { eventually } from '@pathwise/event-store/testing';
import { describe, expect, it } from 'vitest';
import { requestJson } from '../testing/json-requests.js';
import { settledHead } from '../testing/settled-head.js';
import { useTestServer } from '../testing/use-test-server.js';
import { demoId, seedDemoWorld } from './seed-demo-world.js';

describe('the demo world', () => {
  const used = useTestServer('pglite');

  it('seeds studyable courses with enrolled learners, and a second run appends nothing', async () => {
    const { platform } = used.server;
    const deps = { store: platform.store, accounts: platform.identity.accounts };
    await seedDemoWorld(deps, platform.clock());
    const head = await settledHead(platform);
    await seedDemoWorld(deps, platform.clock());
    expect((await platform.store.head()).lastPosition).toBe(head.lastPosition);

    const catalogue = await eventually(async () => {
      const page = await requestJson('GET', `${used.server.url}/api/courses?sort=title`);
      expect(page.body!.total).toBe(4);
      return page.body!.items as { title: string; lessonCount: number }[];
    });
    expect(catalogue.map((course) => [course.title, course.lessonCount])).toEqual([
      ['Algebra Foundations', 10],
      ['Data Literacy with Spreadsheets', 6],
      ['Español para viajar', 12],
      ['Fractions from Scratch', 8],
    ]);

    const lena = demoId('user', 'lena');
    const token = await used.server.tokenFor({ userId: lena, role: 'student', tier: 'free' });
    const mine = await eventually(async () => {
      const response = await requestJson('GET', `${used.server.url}/api/me/courses`, undefined, token);
      expect(response.body!.courses).toHaveLength(2);
      return response.body!.courses as { title: string; lessonsCompleted: number }[];
    });
    expect(mine.find((course) => course.title === 'Fractions from Scratch')!.lessonsCompleted).toBeGreaterThan(0);
    const player = await requestJson('GET', `${used.server.url}/api/courses/${demoId('course', 'fractions')}/learn`, undefined, token);
    expect(player.status).toBe(200);
    expect((player.body!.modules as unknown[]).length).toBe(2);
  });
});
