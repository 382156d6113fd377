/** The platform feature: what is happening on Pathwise as a whole, public and live. */
export { PlatformOverview } from './components/platform-overview';
export {
  getPlatformOverview,
  getPlatformOverviewQueryOptions,
  platformOverviewQueryKey,
  usePlatformOverview,
} from './api/get-platform-overview';
