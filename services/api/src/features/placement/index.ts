/** Adaptive placement tests: a CAT over a course's quiz items that tells a learner which lessons to skip. */
import type { PathwiseEvent } from '@pathwise/event-schemas';
import type { EventStore } from '@pathwise/event-store';
import type { CourseAccess } from '../../kernel/course-standing.js';
import type { FeatureModule } from '../../kernel/feature-module.js';
import type { CourseCommands } from '../courses/index.js';
import type { ItemCalibrations } from './placement-bank.rules.js';
import { PlacementTests } from './placement-tests.commands.js';
import { placementRoutes } from './placement.routes.js';

export { PlacementTests, placementStreamId } from './placement-tests.commands.js';
export { uncalibrated, type ItemCalibrations } from './placement-bank.rules.js';

export interface PlacementFeature extends FeatureModule {
  readonly tests: PlacementTests;
}

export function createPlacementFeature(deps: {
  store: EventStore<PathwiseEvent>;
  courses: CourseCommands;
  access: CourseAccess;
  clock: () => Date;
  calibrations: ItemCalibrations;
}): PlacementFeature {
  const tests = new PlacementTests(deps.store, deps.courses, deps.access, deps.clock, deps.calibrations);
  return { tests, reactors: [], routes: placementRoutes({ placement: tests }) };
}
