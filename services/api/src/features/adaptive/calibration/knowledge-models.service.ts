import { compareCheckpoints, type Checkpoint } from '@pathwise/event-store';
import { LearnerKnowledge } from '../learner-knowledge.rules.js';
import type { CalibrationLog, CalibrationReader, StoredCalibration } from './calibration-log.queries.js';

/** The last calibration the platform adopted before `before` in log order (of every run when absent). */
export function adoptedCalibration(runs: readonly StoredCalibration[], before?: Checkpoint): StoredCalibration | null {
  let adopted: StoredCalibration | null = null;
  for (const event of runs) {
    if (before && compareCheckpoints(event, before) >= 0) continue;
    if (event.data.adopted && event.data.parameters) adopted = event;
  }
  return adopted;
}

/**
 * Which learner model judges what: an attempt is judged by the parameters adopted before it in the log, so that the
 * engine's conclusions depend on the log alone, whenever the engine gets to them. Models are built once per calibration.
 */
export class KnowledgeModels {
  private readonly built = new Map<string, LearnerKnowledge>();
  private readonly uncalibrated = new LearnerKnowledge();

  constructor(private readonly log: CalibrationLog) {}

  /** The model for an event: the one adopted before it in log order. */
  async inEffectAt(at: Checkpoint, read: CalibrationReader): Promise<LearnerKnowledge> {
    return this.modelOf(adoptedCalibration(await this.log.runs(read), at));
  }

  /** The model adopted last: for suggestions and feedback asked for now. */
  async current(): Promise<LearnerKnowledge> {
    return this.modelOf(adoptedCalibration(await this.log.runs()));
  }

  private modelOf(calibration: StoredCalibration | null): LearnerKnowledge {
    if (!calibration?.data.parameters) return this.uncalibrated;
    const { calibrationId, parameters } = calibration.data;
    let model = this.built.get(calibrationId);
    if (!model) this.built.set(calibrationId, (model = new LearnerKnowledge(parameters)));
    return model;
  }
}
