/* eslint-disable no-console -- a benchmark reports on the console */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { eventStoreMigrations, migrateToLatest, openDatabase, type Database } from '@pathwise/event-store';
import { createEmptyPostgresDatabase, testPostgresUrl } from '@pathwise/event-store/testing';
import { randomUUID } from 'node:crypto';
import { RedisLeaderboards } from '@pathwise/projections';
import { connectTestRedis, testRedisUrl } from '@pathwise/projections/testing';
import { adaptiveReport, benchAdaptiveEngine, type AdaptiveBenchSizes } from './adaptive-engine-bench.js';
import { benchCertificates, type CertificatesBenchSizes } from './certificates-bench.js';
import { benchCommerce, throughputReport, type CommerceBenchSizes } from './commerce-bench.js';
import { benchEventRelay, type RelayBenchSizes } from './event-relay-bench.js';
import { benchEventStore, type BenchSizes } from './event-store-bench.js';
import { latencyReport, latencyVerdict } from './latency.js';
import { benchLeaderboards, type LeaderboardBenchSizes } from './leaderboard-bench.js';
import { report, verdict, type Figure } from './measure.js';

const { values } = parseArgs({ options: { quick: { type: 'boolean' }, only: { type: 'string' } }, strict: true });
if (values.only && !['postgres', 'pglite', 'leaderboards', 'adaptive', 'commerce', 'certificates', 'engines'].includes(values.only)) {
  console.error('Usage: npm run bench -- [--quick] [--only postgres|pglite|leaderboards|adaptive|commerce|certificates|engines]');
  process.exit(2);
}
const leaderboardSizes: LeaderboardBenchSizes = values.quick
  ? { learners: 20_000, queries: 300, updates: 2_000 }
  : { learners: 1_000_000, queries: 2_000, updates: 20_000 };
const sizes: BenchSizes = values.quick
  ? { singleAppends: 300, batches: 30, batchSize: 100, logSize: 20_000 }
  : { singleAppends: 3_000, batches: 300, batchSize: 100, logSize: 300_000 };

const commerceSizes: CommerceBenchSizes = values.quick
  ? { checkouts: 100, concurrentBuyers: 50, creatorOrders: 100_000, queries: 100 }
  : { checkouts: 300, concurrentBuyers: 50, creatorOrders: 100_000, queries: 200 };

const certificatesSizes: CertificatesBenchSizes = values.quick ? { learners: 100, verifications: 100 } : { learners: 500, verifications: 300 };

const relaySizes: RelayBenchSizes = values.quick ? { logSize: 20_000, latencySamples: 100 } : { logSize: 200_000, latencySamples: 500 };
/** The relay must publish at least this many events per second from the start of the log. */
const RELAY_TARGET_PER_SECOND = 20_000;
const kafkaBrokers = (process.env.KAFKA_BROKERS ?? '127.0.0.1:9092').split(',');

const adaptiveSizes: AdaptiveBenchSizes = { histories: [0, 100, 500], warmSamples: values.quick ? 9 : 25, coldSamples: values.quick ? 3 : 5 };

/** Runs the work on a new, migrated PostgreSQL database, dropped afterwards. */
async function onPostgres<T>(work: (database: Database) => Promise<T>): Promise<T> {
  const empty = await createEmptyPostgresDatabase();
  const database = await openDatabase({ databaseUrl: empty.url, dataDir: '' });
  try {
    await migrateToLatest(database.db, eventStoreMigrations);
    return await work(database);
  } finally {
    await database.close();
    await empty.drop();
  }
}

/** Runs the work on a new PGlite in a temp dir (on disk, as a single-process install runs it), removed afterwards. */
async function onPGlite<T>(work: (database: Database) => Promise<T>): Promise<T> {
  const dataDir = mkdtempSync(join(tmpdir(), 'pathwise-bench-'));
  const database = await openDatabase({ dataDir });
  try {
    await migrateToLatest(database.db, eventStoreMigrations);
    return await work(database);
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function onLeaderboards() {
  const empty = await createEmptyPostgresDatabase();
  const database = await openDatabase({ databaseUrl: empty.url, dataDir: '' });
  const redis = await connectTestRedis();
  const prefix = `pathwise:bench:${randomUUID()}:`;
  try {
    await migrateToLatest(database.db, eventStoreMigrations);
    return await benchLeaderboards(database, redis, prefix, leaderboardSizes);
  } finally {
    await new RedisLeaderboards(redis, prefix).clear();
    redis.disconnect();
    await database.close();
    await empty.drop();
  }
}

console.log(`Pathwise event store benchmark (${values.quick ? 'quick' : 'full'}): PostgreSQL at ${testPostgresUrl.replace(/\/\/[^@]*@/, '//')}, PGlite in a temp dir`);
console.log('Each figure is measured in this run beside its baseline; machines are shared, so compare ratios, not runs.\n');
const figures: Figure[] = [];
if (!values.only || values.only === 'postgres') figures.push(...(await onPostgres((database) => benchEventStore('postgres', database, sizes))));
if (!values.only || values.only === 'pglite') figures.push(...(await onPGlite((database) => benchEventStore('pglite', database, sizes))));
if (figures.length > 0) {
  console.log(report(figures));
  const missed = figures.filter((figure) => figure.database === 'postgres' && verdict(figure) === 'missed');
  console.log(missed.length === 0 ? '\nEvery PostgreSQL target was met.' : `\nMissed on PostgreSQL: ${missed.map((figure) => figure.name).join(', ')}`);
}
if (!values.only || values.only === 'leaderboards') {
  console.log(`\nLeaderboards at ${leaderboardSizes.learners.toLocaleString('en-US')} learners on one board, PostgreSQL and Redis at ${testRedisUrl}; one client, calls one after another:`);
  const { latencies, updates } = await onLeaderboards();
  console.log(`(load average over the last minute: ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores)`);
  console.log(latencyReport(latencies));
  console.log(report(updates));
  const missed = latencies.filter((figure) => latencyVerdict(figure) === 'missed');
  console.log(missed.length === 0 ? 'Every leaderboard latency target was met.' : `Missed: ${missed.map((figure) => `${figure.store} ${figure.name}`).join(', ')}`);
}
if (!values.only || values.only === 'adaptive') {
  console.log(
    `\nAdaptive engine: judging a learner's next attempt after N judged ones (median of ${adaptiveSizes.warmSamples} by the engine that judged them, ` +
      `of ${adaptiveSizes.coldSamples} by a newly started engine), each beside N = 0 in this run:`,
  );
  const adaptive = [
    ...(await onPGlite((database) => benchAdaptiveEngine('pglite', database, adaptiveSizes))),
    ...(await onPostgres((database) => benchAdaptiveEngine('postgres', database, adaptiveSizes))),
  ];
  console.log(`(load average over the last minute: ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores)`);
  console.log(adaptiveReport(adaptive));
}
if (!values.only || values.only === 'commerce') {
  console.log(
    `\nCommerce on PostgreSQL, the real server: ${commerceSizes.checkouts.toLocaleString('en-US')} checkouts (place, pay with the test card, record the signed delivery), ` +
      `${commerceSizes.concurrentBuyers} buyers of one course at once, beside plain appends in this run; then /sales over HTTP for a creator with ` +
      `${commerceSizes.creatorOrders.toLocaleString('en-US')} orders, ${commerceSizes.queries} requests per route one after another:`,
  );
  const commerce = await benchCommerce(commerceSizes);
  console.log(`(load average over the last minute: ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores)`);
  console.log(`(seconds per phase: ${Object.entries(commerce.phases).map(([phase, seconds]) => `${phase} ${seconds.toFixed(1)}`).join(', ')})`);
  console.log(throughputReport(commerce.throughput));
  console.log(latencyReport(commerce.latencies));
  const missed = commerce.latencies.filter((figure) => latencyVerdict(figure) === 'missed');
  console.log(missed.length === 0 ? 'Every /sales latency target was met.' : `Missed: ${missed.map((figure) => figure.name).join(', ')}`);
}
if (!values.only || values.only === 'certificates') {
  console.log(
    `\nCertificates on PostgreSQL, the real server: ${certificatesSizes.learners} learners finish a course at once and the issuing reactor signs nothing yet ` +
      `(credentials are signed when served); then ${certificatesSizes.verifications} verifications of one credential per figure, one after another:`,
  );
  const certificates = await benchCertificates(certificatesSizes);
  console.log(`(load average over the last minute: ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores)`);
  console.log(throughputReport(certificates.throughput));
  console.log(latencyReport(certificates.latencies));
}
if (!values.only || values.only === 'engines') {
  console.log(
    `\nThe event relay to Kafka at ${kafkaBrokers.join(',')} on PostgreSQL: a log of ${relaySizes.logSize.toLocaleString('en-US')} events published from its start, ` +
      `beside reading the same log page by page in this run; then ${relaySizes.latencySamples} events, one after another, from append to a Kafka consumer:`,
  );
  const relay = await onPostgres((database) => benchEventRelay(database, kafkaBrokers, relaySizes));
  console.log(`(load average over the last minute: ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores)`);
  console.log(throughputReport(relay.throughput));
  console.log(latencyReport([relay.latency]));
  const met = relay.throughput.perSecond >= RELAY_TARGET_PER_SECOND;
  console.log(`${met ? 'Met' : 'Missed'}: the relay's target of ${RELAY_TARGET_PER_SECOND.toLocaleString('en-US')} events/s.`);
}
