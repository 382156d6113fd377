import { DataDirectoryInUseError } from '@pathwise/event-store';
import { openPlatform } from './app/compose-platform.js';
import { startServer } from './app/server.js';
import { ConfigError, loadConfig } from './config/config.js';
import { createLogger } from './observability/logger.js';
import { startTelemetry } from './observability/telemetry.js';
import { seedDemoWorldIfEmpty } from './seed/seed-demo-world.js';

async function main(): Promise<void> {
  const config = loadConfig();
  startTelemetry({ serviceName: config.serviceName, otlpEndpoint: config.otlpEndpoint });
  const logger = createLogger({ level: config.logLevel, serviceName: config.serviceName });
  const platform = await openPlatform(config, logger);
  if (config.seedDemoWorld) await seedDemoWorldIfEmpty(platform);
  const server = await startServer(platform);
  const storage = config.database.databaseUrl ? 'PostgreSQL' : `PGlite under ${config.database.dataDir}`;
  logger.info({ url: server.url, storage }, 'Pathwise is running');
  process.stdout.write(`\nPathwise is running at ${server.url}  (storage: ${storage}; API docs at ${server.url}/api/docs)\n\n`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    await server.close();
    await platform.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirectoryInUseError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(`Pathwise failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  }
  process.exit(1);
});
