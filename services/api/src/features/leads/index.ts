/** Leads: messages sent through the contact form, and their list for admins. */
import type { PathwiseEvent } from '@pathwise/event-schemas';
import type { Database, EventStore } from '@pathwise/event-store';
import type { FeatureModule } from '../../kernel/feature-module.js';
import type { RateLimiter } from '../identity/index.js';
import { leadRoutes } from './leads.routes.js';

export function createLeadsFeature(deps: { store: EventStore<PathwiseEvent>; database: Database; limiter: RateLimiter }): FeatureModule {
  return { reactors: [], routes: leadRoutes({ store: deps.store, limiter: deps.limiter, db: deps.database.db }) };
}
