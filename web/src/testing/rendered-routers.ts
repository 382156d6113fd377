import { ROUTER_PENDING_MS } from '../app/router-pending';

let routerRendered = false;

export function markRouterRendered(): void {
  routerRendered = true;
}

/**
 * Waits out the router's pending-component timer when this file rendered the app: a timer left running fires after
 * the file's jsdom is torn down and fails the whole run with "window is not defined".
 */
export async function settleRenderedRouters(): Promise<void> {
  if (!routerRendered) return;
  routerRendered = false;
  await new Promise((resolve) => setTimeout(resolve, ROUTER_PENDING_MS + 100));
}
