/** Admin parked events: the events read models could not apply, and retrying them after a fix. */
export { getParkedEventsQueryOptions } from './api/get-parked-events';
