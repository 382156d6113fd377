import { parseArgs } from 'node:util';
import {
  RedisLeaderboards,
  allProjections,
  rebuildProjection,
  rebuildRedisLeaderboards,
  redisLeaderboardsFollower,
  type RebuildUntil,
} from '@pathwise/projections';
import { failureMessage } from '@pathwise/event-store';
import { SingleBar, Presets } from 'cli-progress';
import { sql } from 'kysely';
import { openCliPlatform, runCli, UsageError } from './cli-platform.js';

const usage = 'Usage: npm run replay -- [--projection NAME] [--until POSITION|TIME] [--batch-size N]';
/** The Redis leaderboards are not a table projection; they are rebuilt by name, with REDIS_URL set. */
const REDIS_BOARDS = redisLeaderboardsFollower.name;

function parseUntil(value: string | undefined): RebuildUntil | undefined {
  if (value === undefined) return undefined;
  if (/^\d+$/.test(value)) return { position: BigInt(value) };
  const time = new Date(value);
  if (Number.isNaN(time.getTime())) throw new UsageError(`--until must be a log position or a date-time, got "${value}"\n${usage}`);
  return { time };
}

/**
 * Rebuilds projections from the log with a progress bar. Without --until each rebuild is swapped in for the live
 * tables; with it the state as of that point is left in a snapshot schema for analysts to query.
 */
runCli(async () => {
  let values;
  try {
    ({ values } = parseArgs({
      options: { projection: { type: 'string' }, until: { type: 'string' }, 'batch-size': { type: 'string' } },
      strict: true,
    }));
  } catch (error) {
    throw new UsageError(`${(error as Error).message}\n${usage}`, { cause: error });
  }
  const names = [...allProjections.map((projection) => projection.name), REDIS_BOARDS];
  const batchSize = values['batch-size'] ? Number.parseInt(values['batch-size'], 10) : 2_000;
  if (!Number.isInteger(batchSize) || batchSize < 1 || batchSize > 50_000) throw new UsageError(`--batch-size must be 1..50000\n${usage}`);
  if (values.projection === REDIS_BOARDS) {
    if (values.until) throw new UsageError(`--until does not apply to ${REDIS_BOARDS}\n${usage}`);
    const platform = await openCliPlatform();
    try {
      const { boards } = platform.leaderboards;
      if (!(boards instanceof RedisLeaderboards)) throw new UsageError(`${REDIS_BOARDS} needs REDIS_URL to name the Redis server`);
      const started = performance.now();
      const result = await rebuildRedisLeaderboards({ database: platform.database, store: platform.store, leases: platform.leases, boards, batchSize });
      process.stdout.write(`  rebuilt the Redis boards: ${result.applied} events in ${((performance.now() - started) / 1000).toFixed(2)} s\n`);
    } finally {
      await platform.close();
    }
    return;
  }
  const selected = values.projection ? allProjections.filter((projection) => projection.name === values.projection) : allProjections;
  if (selected.length === 0) throw new UsageError(`Unknown projection "${values.projection}". Known: ${names.join(', ')}`);
  const until = parseUntil(values.until);

  const platform = await openCliPlatform();
  try {
    const { rows } = await sql<{ total: bigint }>`SELECT count(*) AS total FROM event_store.events`.execute(platform.database.db);
    const total = Number(rows[0]!.total);
    for (const projection of selected) {
      const bar = new SingleBar(
        { format: `${projection.name.padEnd(20)} {bar} {percentage}% | {value}/{total} events | {applied} applied`, hideCursor: true },
        Presets.shades_classic,
      );
      bar.start(total, 0, { applied: 0 });
      const started = performance.now();
      const result = await rebuildProjection({
        database: platform.database,
        store: platform.store,
        projection,
        batchSize,
        ...(until ? { until } : {}),
        onProgress: ({ scanned, applied }) => bar.update(Math.min(scanned, total), { applied }),
      });
      bar.update(total, { applied: result.applied });
      bar.stop();
      const seconds = (performance.now() - started) / 1000;
      const rate = Math.round(result.scanned / Math.max(seconds, 0.001));
      process.stdout.write(
        result.swapped
          ? `  rebuilt and swapped in: ${result.scanned} events in ${seconds.toFixed(2)} s (${rate} events/s)\n`
          : `  snapshot built in schema "${result.schema}": ${result.applied} events applied; query it with the projection's queries and schema "${result.schema}"\n`,
      );
      for (const { event, error } of result.parked) {
        process.stdout.write(
          `  ${result.swapped ? 'parked' : 'left out'}: ${event.type} at position ${event.position} (${event.streamId}): ${failureMessage(error)}\n`,
        );
      }
    }
  } finally {
    await platform.close();
  }
});
