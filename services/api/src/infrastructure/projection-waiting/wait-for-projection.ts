import { checkpointStore, compareCheckpoints, type Checkpoint, type Database } from '@pathwise/event-store';
import { subscriptionIdOf, type Projection } from '@pathwise/projections';
import { setTimeout as sleep } from 'node:timers/promises';

const POLL_MS = 20;
const MAX_WAIT_MS = 2_000;

/**
 * Read-your-writes after a command: waits until a projection's stored checkpoint has passed what the command
 * appended, so that the client's refetch shows its own change. Reads the stored checkpoint, so it works on a node
 * whose projections run elsewhere; gives up quietly after a short wait (the socket push still tells the client).
 */
export function projectionWaiter(database: Database, projection: Pick<Projection, 'name' | 'version'>) {
  const subscriptionId = subscriptionIdOf(projection);
  return async (target: Checkpoint): Promise<void> => {
    const deadline = Date.now() + MAX_WAIT_MS;
    while (Date.now() < deadline) {
      if (compareCheckpoints(await checkpointStore.load(database.db, subscriptionId), target) >= 0) return;
      await sleep(POLL_MS);
    }
  };
}
