/* eslint-disable no-console -- a load harness reports on the console */
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import type { DatabaseKind } from '@pathwise/event-store';
import { learningEventTypes } from '@pathwise/event-schemas';
import { givenLearningCourse, learningRequest, startTestServer } from '@pathwise/api/testing';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '16' },
    database: { type: 'string', default: 'pglite' },
  },
  strict: true,
});
const duration = Number(values.duration);
const connections = Number(values.connections);
const database = values.database as DatabaseKind;
if (!(duration > 0) || !Number.isInteger(connections) || connections < 1 || !['pglite', 'postgres'].includes(database)) {
  console.error('usage: npm run load -- [--duration SECONDS] [--connections N] [--database pglite|postgres]');
  process.exit(2);
}

const LEARNERS = 50;
const WARM_UP_SECONDS = 1;

interface Target {
  readonly name: string;
  readonly request: autocannon.Request;
}

interface Outcome {
  readonly name: string;
  readonly requestsPerSecond: number;
  readonly p50: number;
  readonly p99: number;
  readonly non2xx: number;
  /** Connection errors, time-outs included: requests that got no answer, which non2xx alone would hide. */
  readonly errors: number;
}

// Sequential runs share one process with the server, so each target is measured alone, never beside another.
async function measure(url: string, target: Target, seconds: number): Promise<Outcome> {
  const result = await autocannon({ url, connections, duration: seconds, requests: [target.request] });
  return {
    name: target.name,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

const server = await startTestServer(database, { LOG_LEVEL: 'warn' });
try {
  const learners = await Promise.all(
    Array.from({ length: LEARNERS }, async (_, index) => {
      const userId = `load-learner-${index + 1}`;
      // Outlive every run of this process: a token expiring mid-run would turn into 401s, not load.
      const ttlSeconds = Math.ceil(3 * (duration + WARM_UP_SECONDS)) + 15 * 60;
      return { userId, authorization: `Bearer ${await server.tokenFor({ userId, role: 'student', tier: 'free' }, ttlSeconds)}` };
    }),
  );
  // Learning events are accepted only for a real course and lesson, from its enrolled learners: the course every
  // generated event names, with every load learner enrolled.
  const { courseId, lessonId } = learningRequest('load');
  await givenLearningCourse(server.platform.store, courseId, [lessonId!], learners.map((learner) => learner.userId));
  // Quiz attempts are recorded by grading them, not on this route.
  const lessonEventTypes = learningEventTypes.filter((eventType) => eventType !== 'quiz_attempt');
  let sent = 0;
  const postEvent: Target = {
    name: 'POST /api/learning/events',
    request: {
      method: 'POST',
      path: '/api/learning/events',
      headers: { 'content-type': 'application/json' },
      // Called per request: each event needs a fresh id (a reused one is a no-op retry, not a write).
      setupRequest: (request) => {
        const learner = learners[sent % LEARNERS]!;
        const eventType = lessonEventTypes[sent % lessonEventTypes.length]!;
        sent += 1;
        const body = learningRequest(learner.userId, { eventType, deviceType: sent % 3 === 0 ? 'mobile' : 'desktop' });
        return { ...request, headers: { ...request.headers, authorization: learner.authorization }, body: JSON.stringify(body) };
      },
    },
  };
  const baseline: Target = { name: 'GET /api/health (baseline)', request: { method: 'GET', path: '/api/health' } };
  const overview: Target = { name: 'GET /api/platform/overview', request: { method: 'GET', path: '/api/platform/overview' } };
  const targets = [baseline, postEvent, overview];

  console.log(
    `Pathwise HTTP load: ${database === 'postgres' ? 'PostgreSQL' : 'PGlite (in memory)'}, in-process server at ${server.url}, ` +
      `${connections} connections, ${duration} s per target, ${LEARNERS} learners`,
  );
  console.log('Server and load generator share this machine: compare the ratios to the baseline, not runs.\n');
  // The first requests pay for JIT compilation and connection set-up; measuring them would blur the ratios.
  for (const target of targets) await measure(server.url, target, WARM_UP_SECONDS);

  const outcomes: Outcome[] = [];
  for (const target of targets) outcomes.push(await measure(server.url, target, duration));

  const base = outcomes[0]!.requestsPerSecond;
  const row = (cells: string[]) => cells.map((cell, index) => (index === 0 ? cell.padEnd(30) : cell.padStart(12))).join('');
  console.log(row(['target', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx', 'errors', 'vs baseline']));
  for (const outcome of outcomes) {
    console.log(
      row([
        outcome.name,
        Math.round(outcome.requestsPerSecond).toLocaleString('en-US'),
        outcome.p50.toFixed(1),
        outcome.p99.toFixed(1),
        String(outcome.non2xx),
        String(outcome.errors),
        outcome === outcomes[0] ? '1.00x' : `${(outcome.requestsPerSecond / base).toFixed(2)}x`,
      ]),
    );
  }
  const failed = outcomes.reduce((sum, outcome) => sum + outcome.non2xx + outcome.errors, 0);
  console.log(failed === 0 ? '\nEvery request got a 2xx answer.' : `\n${failed} requests failed (non-2xx, connection error or time-out).`);
  if (failed > 0) process.exitCode = 1;
} finally {
  await server.close();
}
