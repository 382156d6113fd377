/** Analytics: what a course's staff learn from their learners' records; today, the courses' downloadable reports. */
import type { FeatureModule } from '../../kernel/feature-module.js';
import { reportRoutes, type ReportRouteDeps } from './reports.routes.js';

export function createAnalyticsFeature(deps: ReportRouteDeps): FeatureModule {
  return { reactors: [], routes: reportRoutes(deps) };
}
