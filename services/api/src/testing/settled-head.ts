import { setTimeout as sleep } from 'node:timers/promises';
import { START_OF_LOG, compareCheckpoints, type LogHead } from '@pathwise/event-store';
import type { Platform } from '../app/compose-platform.js';

/**
 * The head of the log once every reactor has caught up with it. Reactors append on their own after a request (XP
 * after a learning event, an achievement after a sign-up), so a test that checks "the log did not move" takes its
 * "before" from here: from then on only the request under test can move it.
 */
export async function settledHead(platform: Pick<Platform, 'store' | 'reactors'>, timeoutMs = 20_000): Promise<LogHead> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const head = await platform.store.head();
    // Against the last committed entry, not the last visible one: on a PostgreSQL server shared with other databases,
    // their open transactions can hold visibility back, and reactors "caught up" with that would still have work to do.
    const caughtUp = platform.reactors.every((reactor) => compareCheckpoints(reactor.status().checkpoint ?? START_OF_LOG, head.committed) >= 0);
    if (caughtUp && (await platform.store.head()).lastPosition === head.lastPosition) return head;
    if (Date.now() > deadline) throw new Error(`The reactors did not catch up with the log within ${timeoutMs} ms`);
    await sleep(20);
  }
}
