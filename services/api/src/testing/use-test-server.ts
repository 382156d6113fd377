import type { DatabaseKind } from '@pathwise/event-store';
import { afterAll, beforeAll } from 'vitest';
import { TestSocket } from './socket-client.js';
import { startTestServer, type TestClock, type TestServer, type TestUser } from './test-server.js';

export interface UsedTestServer {
  readonly server: TestServer;
  /** A connected socket, closed when the block ends. */
  socket(token?: string): Promise<TestSocket>;
  /** A fresh learner id with a real token for it. */
  learner(): Promise<{ userId: string; token: string }>;
  /** A fresh account of the given role and plan, with an email of its own, and a real token for it. */
  person(role: TestUser['role'], tier?: TestUser['tier']): Promise<{ userId: string; token: string }>;
}

/** The real server for the enclosing describe block, with the sockets its tests open closed afterwards. */
export function useTestServer(
  kind: DatabaseKind,
  environment: Record<string, string> = {},
  options: { clock?: TestClock } = {},
): UsedTestServer {
  let started: TestServer | null = null;
  const sockets: TestSocket[] = [];
  beforeAll(async () => {
    started = await startTestServer(kind, environment, options);
  });
  afterAll(async () => {
    sockets.forEach((socket) => socket.close());
    await started?.close();
  });
  const server = () => {
    if (!started) throw new Error('The test server is only there inside tests, after beforeAll');
    return started;
  };
  return {
    get server() {
      return server();
    },
    async socket(token) {
      const socket = new TestSocket(server().url, token);
      sockets.push(socket);
      await socket.connected();
      return socket;
    },
    async learner() {
      const userId = crypto.randomUUID();
      return { userId, token: await server().tokenFor({ userId, role: 'student', tier: 'free' }) };
    },
    async person(role, tier = 'pro') {
      const userId = crypto.randomUUID();
      return { userId, token: await server().tokenFor({ userId, role, tier, email: `${role}-${userId.slice(0, 8)}@example.com` }) };
    },
  };
}
