/** White label: a pro_plus creator's own brand name, colour and custom domain. */
import type { PathwiseEvent } from '@pathwise/event-schemas';
import type { EventStore } from '@pathwise/event-store';
import type { FeatureModule } from '../../kernel/feature-module.js';
import { whiteLabelRoutes } from './white-label.routes.js';

export function createWhiteLabelFeature(deps: { store: EventStore<PathwiseEvent> }): FeatureModule {
  return { reactors: [], routes: whiteLabelRoutes({ store: deps.store }) };
}
