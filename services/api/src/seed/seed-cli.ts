import { parseArgs } from 'node:util';
import { openCliPlatform, runCli, UsageError } from '../cli/cli-platform.js';
import { resetDatabase } from '../cli/reset-database.js';
import { seedDemoWorld } from './seed-demo-world.js';

/** npm run seed [-- --reset]: seeds the demo world (a no-op when it is already there); --reset wipes everything first. */
runCli(async () => {
  let reset: boolean;
  try {
    reset = parseArgs({ options: { reset: { type: 'boolean' } }, strict: true }).values.reset ?? false;
  } catch (error) {
    throw new UsageError(`${(error as Error).message}\nUsage: npm run seed -- [--reset]`, { cause: error });
  }
  if (reset) {
    const wiping = await openCliPlatform();
    await resetDatabase(wiping.database.db);
    await wiping.close();
    process.stdout.write('Wiped the database.\n');
  }
  const platform = await openCliPlatform();
  try {
    await seedDemoWorld(platform, platform.clock());
    const head = await platform.store.head();
    process.stdout.write(
      `Demo world seeded; the log holds ${head.lastPosition} events. Projections catch up when the server starts.\n` +
        'Sign in as admin@example.com, maya@example.com (instructor), lena@example.com (learner) or alex@example.com (the demo learner of the adaptive pages); the code is in the development outbox.\n',
    );
  } finally {
    await platform.close();
  }
});
