/** Admin parked events: the events read models could not apply, and retrying them after a fix. */
export { ParkedEventsPage } from './components/parked-events-page';
export { getParkedEventsQueryOptions } from './api/get-parked-events';
