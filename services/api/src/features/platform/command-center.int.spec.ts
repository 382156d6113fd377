import { COMMAND_CENTER_ROOM_ID, serverSocketEvents, type CommandCenterPulse } from '@pathwise/contracts';
import { eventually } from '@pathwise/event-store/testing';
import { describe, expect, it } from 'vitest';
import { sendJson } from '../../testing/course-fixtures.js';
import { useTestServer } from '../../testing/use-test-server.js';

describe("the admins' command centre over HTTP and Socket.IO", () => {
  const used = useTestServer('pglite');
  const pulse = (token?: string, query = '') => sendJson('GET', `${used.server.url}/api/admin/command-center${query}`, undefined, token);

  it("gives an admin the platform's pulse per minute with the day's totals, refuses a window it does not keep, and no one else", async () => {
    const admin = await used.person('admin');
    await used.person('student');
    // Both accounts signed up just now, once the pulse has read them.
    const body = await eventually(async () => {
      const response = await pulse(admin.token, '?minutes=30');
      expect(response.status).toBe(200);
      const figures = response.body as unknown as CommandCenterPulse;
      expect(figures.signUps.last24Hours).toBeGreaterThanOrEqual(2);
      return figures;
    });
    expect(body.minutes).toBe(30);
    for (const series of [body.signUps, body.activeLearners, body.learningEvents, body.quizAttempts, body.sales, body.certificates]) expect(series.perMinute).toHaveLength(30);
    expect(body.signUps.perMinute.slice(-2).reduce((sum, value) => sum + value, 0)).toBeGreaterThanOrEqual(2);
    expect(new Date(body.from).getTime()).toBeLessThan(new Date(body.measuredAt).getTime());

    const tooLong = await pulse(admin.token, '?minutes=100000');
    expect(tooLong.status).toBe(400);
    expect(JSON.stringify(tooLong.body)).toContain('minutes');
    expect((await pulse((await used.person('creator')).token)).status).toBe(403);
    expect((await pulse()).status).toBe(401);
  });

  it('pushes the last hour to the admins in the command-centre room and keeps everyone else out of it', async () => {
    const student = await used.socket((await used.person('student')).token);
    expect(await student.join({ room_type: 'command-center', room_id: COMMAND_CENTER_ROOM_ID })).toEqual({ ok: false, error: 'Only admins can watch the command center' });

    const admin = await used.socket((await used.person('admin')).token);
    expect(await admin.join({ room_type: 'command-center', room_id: COMMAND_CENTER_ROOM_ID })).toMatchObject({ ok: true });
    const [pushed] = await eventually(() => {
      const pulses = admin.of(serverSocketEvents.commandCenterPulse);
      expect(pulses.length).toBeGreaterThan(0);
      return pulses;
    }, 15_000);
    expect((pushed as unknown as CommandCenterPulse).minutes).toBe(60);
    expect((pushed as unknown as CommandCenterPulse).learningEvents.perMinute).toHaveLength(60);
    expect(student.of(serverSocketEvents.commandCenterPulse)).toHaveLength(0);
  });
});
