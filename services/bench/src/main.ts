/* eslint-disable no-console -- a benchmark reports on the console */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { eventStoreMigrations, migrateToLatest, openDatabase } from '@pathwise/event-store';
import { createEmptyPostgresDatabase, testPostgresUrl } from '@pathwise/event-store/testing';
import { benchEventStore, type BenchSizes } from './event-store-bench.js';
import { report, verdict, type Figure } from './measure.js';

const { values } = parseArgs({ options: { quick: { type: 'boolean' }, only: { type: 'string' } }, strict: true });
const sizes: BenchSizes = values.quick
  ? { singleAppends: 300, batches: 30, batchSize: 100, logSize: 20_000 }
  : { singleAppends: 3_000, batches: 300, batchSize: 100, logSize: 300_000 };

async function onPostgres(): Promise<Figure[]> {
  const empty = await createEmptyPostgresDatabase();
  const database = await openDatabase({ databaseUrl: empty.url, dataDir: '' });
  try {
    await migrateToLatest(database.db, eventStoreMigrations);
    return await benchEventStore('postgres', database, sizes);
  } finally {
    await database.close();
    await empty.drop();
  }
}

async function onPGlite(): Promise<Figure[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'pathwise-bench-'));
  const database = await openDatabase({ dataDir });
  try {
    await migrateToLatest(database.db, eventStoreMigrations);
    return await benchEventStore('pglite', database, sizes);
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

console.log(`Pathwise event store benchmark (${values.quick ? 'quick' : 'full'}): PostgreSQL at ${testPostgresUrl.replace(/\/\/[^@]*@/, '//')}, PGlite in a temp dir`);
console.log('Each figure is measured in this run beside its baseline; machines are shared, so compare ratios, not runs.\n');
const figures: Figure[] = [];
if (values.only !== 'pglite') figures.push(...(await onPostgres()));
if (values.only !== 'postgres') figures.push(...(await onPGlite()));
console.log(report(figures));
const missed = figures.filter((figure) => figure.database === 'postgres' && verdict(figure) === 'missed');
console.log(missed.length === 0 ? '\nEvery PostgreSQL target was met.' : `\nMissed on PostgreSQL: ${missed.map((figure) => figure.name).join(', ')}`);
