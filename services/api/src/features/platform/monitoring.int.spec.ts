import { MONITORING_ROOM_ID, serverSocketEvents, type MonitoringSnapshot } from '@pathwise/contracts';
import { eventually } from '@pathwise/event-store/testing';
import { describe, expect, it } from 'vitest';
import { sendJson } from '../../testing/course-fixtures.js';
import { useTestServer } from '../../testing/use-test-server.js';

describe("the admins' monitoring over HTTP and Socket.IO", () => {
  const used = useTestServer('pglite');
  const monitoring = (token?: string) => sendJson('GET', `${used.server.url}/api/admin/monitoring`, undefined, token);

  it('gives an admin the health figures, the last minute of traffic, the process and the thresholds; no one else', async () => {
    const admin = await used.person('admin');
    for (let request = 0; request < 5; request++) expect((await sendJson('GET', `${used.server.url}/api/health`)).status).toBe(200);
    const response = await monitoring(admin.token);
    expect(response.status).toBe(200);
    const snapshot = response.body as unknown as MonitoringSnapshot;
    expect(snapshot.database.ok).toBe(true);
    expect(snapshot.projections.map((projection) => projection.name)).toContain('learner-activity');
    // Every reactor of every feature, run by this process.
    expect(snapshot.reactors.length).toBeGreaterThan(5);
    expect(snapshot.reactors.every((reactor) => reactor.state !== 'elsewhere' && reactor.parkedEvents === 0)).toBe(true);
    expect(BigInt(snapshot.eventStore.headPosition)).toBeGreaterThan(0n);
    expect(snapshot.http.requestsPerSecond).toBeGreaterThan(0);
    expect(snapshot.http.latencyMs.p50).not.toBeNull();
    expect(snapshot.process.rssBytes).toBeGreaterThan(0);
    expect(snapshot.thresholds.lagSeconds).toBeGreaterThan(0);

    expect((await monitoring((await used.person('creator')).token)).status).toBe(403);
    expect((await monitoring()).status).toBe(401);
  });

  it('pushes the figures to the admins in the monitoring room and keeps everyone else out of it', async () => {
    const student = await used.socket((await used.person('student')).token);
    const refused = await student.join({ room_type: 'monitoring', room_id: MONITORING_ROOM_ID });
    expect(refused).toEqual({ ok: false, error: 'Only admins can watch the monitoring room' });

    const admin = await used.socket((await used.person('admin')).token);
    expect(await admin.join({ room_type: 'monitoring', room_id: MONITORING_ROOM_ID })).toMatchObject({ ok: true });
    const [pushed] = await eventually(() => {
      const snapshots = admin.of(serverSocketEvents.monitoringSnapshot);
      expect(snapshots.length).toBeGreaterThan(0);
      return snapshots;
    }, 15_000);
    expect(pushed).toMatchObject({ database: { ok: true }, sockets: { connections: expect.any(Number) } });
    expect((pushed as unknown as MonitoringSnapshot).sockets.connections).toBeGreaterThanOrEqual(2);
    expect(student.of(serverSocketEvents.monitoringSnapshot)).toHaveLength(0);
  });
});
