import { DataDirectoryInUseError } from '@pathwise/event-store';
import { openPlatform, type Platform } from '../app/compose-platform.js';
import { ConfigError, loadConfig } from '../config/config.js';
import { createLogger } from '../observability/logger.js';

/** The platform as the command-line tools use it: same configuration as the server, projections not running. */
export async function openCliPlatform(): Promise<Platform> {
  const config = loadConfig({ ...process.env, RUN_PROJECTIONS: 'false', LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' });
  return openPlatform(config, createLogger({ level: config.logLevel, serviceName: 'pathwise-cli' }));
}

/** Runs a tool, turning expected failures into one clear line and an exit code. */
export function runCli(tool: () => Promise<void>): void {
  tool().then(
    () => process.exit(0),
    (error: unknown) => {
      const expected = error instanceof ConfigError || error instanceof DataDirectoryInUseError || error instanceof UsageError;
      process.stderr.write(`${expected ? (error as Error).message : error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
      process.exit(expected && error instanceof UsageError ? 2 : 1);
    },
  );
}

export class UsageError extends Error {}
