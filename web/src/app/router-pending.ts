/** How long a page may take to load before the loading screen shows: a quick page appears without a flash of it. */
export const ROUTER_PENDING_MS = 300;
