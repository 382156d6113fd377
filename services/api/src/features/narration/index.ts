/**
 * Narration: lessons read aloud paragraph by paragraph, each paragraph's audio kept in the file storage under a key
 * of its words and settings, so an edit re-narrates only what changed; the AI voice studio's routes and the player's.
 */
import type { PathwiseEvent } from '@pathwise/event-schemas';
import type { EventStore } from '@pathwise/event-store';
import type { NarrationConfig } from '../../config/narration-config.js';
import type { FileStorage } from '../../infrastructure/file-storage/file-storage.js';
import type { CourseAccess } from '../../kernel/course-standing.js';
import type { FeatureModule } from '../../kernel/feature-module.js';
import type { Logger } from '../../observability/logger.js';
import type { CourseCommands } from '../courses/index.js';
import type { RateLimiter } from '../identity/index.js';
import { CourseNarrationCommands } from './course-narration.commands.js';
import { EspeakNgEngine, findEspeakNg } from './espeak-ng-engine.js';
import type { NarrationEngine } from './narration-engine.js';
import { CourseNarrationRuns } from './course-narration-runs.service.js';
import { narrationRoutes } from './narration.routes.js';
import { SpeechEndpointEngine } from './speech-endpoint-engine.js';

export { lessonParagraphs, narrationAudioKey } from './lesson-paragraphs.rules.js';
export type { NarrationEngine, SpokenAudio } from './narration-engine.js';

export interface NarrationFeature extends FeatureModule {
  readonly narrations: CourseNarrationCommands;
  readonly courseRuns: CourseNarrationRuns;
}

/** The engine this server narrates with, chosen once at start-up; null when there is none. */
export async function chooseNarrationEngine(config: NarrationConfig, logger: Logger): Promise<NarrationEngine | null> {
  if (config.engine === 'none') return null;
  if (config.speechEndpoint && config.engine !== 'espeak-ng') return new SpeechEndpointEngine(config.speechEndpoint);
  const espeak = await findEspeakNg(config.espeakNgPath);
  if (espeak) {
    logger.info({ version: espeak }, 'narration: espeak-ng found');
    return new EspeakNgEngine(config.espeakNgPath);
  }
  logger.warn(
    config.engine === 'espeak-ng'
      ? `narration: NARRATION_ENGINE=espeak-ng but ${config.espeakNgPath} does not run; players will speak with the browser's voice`
      : "narration: no engine (neither a speech endpoint nor espeak-ng); players will speak with the browser's voice",
  );
  return null;
}

export async function createNarrationFeature(deps: {
  store: EventStore<PathwiseEvent>;
  courses: CourseCommands;
  access: CourseAccess;
  files: FileStorage;
  config: NarrationConfig;
  logger: Logger;
  clock: () => Date;
  limiter: RateLimiter;
}): Promise<NarrationFeature> {
  const engine = await chooseNarrationEngine(deps.config, deps.logger);
  const narrations = new CourseNarrationCommands({ store: deps.store, courses: deps.courses, access: deps.access, files: deps.files, engine });
  const jobs = new CourseNarrationRuns(narrations, deps.clock, deps.logger);
  return { narrations, courseRuns: jobs, reactors: [], routes: narrationRoutes({ narrations, runs: jobs, courses: deps.courses, access: deps.access, limiter: deps.limiter }) };
}
