import { Writable } from 'node:stream';
import type { DatabaseKind } from '@pathwise/event-store';
import { createEmptyPostgresDatabase } from '@pathwise/event-store/testing';
import { pino } from 'pino';
import { openPlatform, type Platform } from '../app/compose-platform.js';
import { startServer, type RunningServer } from '../app/server.js';
import { loadConfig } from '../config/config.js';
import { issueSessionToken, type ServiceUser } from '../features/identity/index.js';
import { redactedPaths } from '../observability/logger.js';
import { startTelemetry } from '../observability/telemetry.js';

export interface TestServer {
  readonly url: string;
  readonly platform: Platform;
  readonly server: RunningServer;
  /** Every log line the server wrote, parsed. */
  readonly logs: Record<string, unknown>[];
  /** A real access token for a user of that role and tier, registered on first use, with a session of its own. */
  tokenFor(user: TestUser, ttlSeconds?: number): Promise<string>;
  close(): Promise<void>;
}

export type TestUser = ServiceUser;

export const TEST_AUTH_SECRET = 'test-only-secret-that-is-long-enough-for-hs256';

/** A clock tests move by hand: codes expire and cookies rotate without anyone waiting. */
export class TestClock {
  #offsetMs = 0;
  readonly now = (): Date => new Date(Date.now() + this.#offsetMs);
  advance(ms: number): void {
    this.#offsetMs += ms;
  }
}

/** The real server on a free port, on an in-memory PGlite or a fresh PostgreSQL database. */
export async function startTestServer(
  kind: DatabaseKind,
  environment: Record<string, string> = {},
  options: { clock?: TestClock } = {},
): Promise<TestServer> {
  const postgres = kind === 'postgres' ? await createEmptyPostgresDatabase() : null;
  const config = loadConfig({
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: 'memory://',
    AUTH_TOKEN_SECRET: TEST_AUTH_SECRET,
    PERSONAL_DATA_KEY: Buffer.alloc(32, 3).toString('base64'),
    SEED_DEMO_WORLD: 'false',
    LOG_LEVEL: 'info',
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    ...environment,
  });
  startTelemetry({ serviceName: 'pathwise-test', otlpEndpoint: undefined });
  const logs: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n')) if (line.trim()) logs.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  const logger = pino({ level: config.logLevel, redact: { paths: redactedPaths, censor: '[redacted]' } }, sink);
  const platform = await openPlatform(config, logger, options.clock ? { clock: options.clock.now } : {});
  const server = await startServer(platform);
  return {
    url: server.url,
    platform,
    server,
    logs,
    tokenFor: (user, ttlSeconds) => issueSessionToken(platform.identity, user, ttlSeconds),
    async close() {
      await server.close();
      await platform.close();
      await postgres?.drop();
    },
  };
}
