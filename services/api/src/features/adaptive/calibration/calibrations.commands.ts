import {
  calibrateItemBank,
  calibrateLearnerModel,
  defaultCalibrationPolicy,
  defaultItemBankPolicy,
  defaultKnowledgeModelParameters,
  type CalibrationPolicy,
  type IrtItemParameters,
  type ItemBankPolicy,
  type PredictionMetrics,
} from '@pathwise/adaptive';
import { calibrationStreamId, type CalibratedItemBank, type PathwiseEvent } from '@pathwise/event-schemas';
import { newEventId, StreamVersionConflictError, type EventStore } from '@pathwise/event-store';
import { ConflictError } from '../../../http/http-errors.js';
import type { ItemCalibrations } from '../../placement/index.js';
import type { CalibrationLog, StoredCalibration } from './calibration-log.queries.js';
import { adoptedCalibration } from './knowledge-models.service.js';
import { readPlatformAnswers, type PlatformAnswers } from './platform-answers.queries.js';

export type CalibrationRun = Extract<PathwiseEvent, { type: 'CalibrationCompleted' }>['data'];

export interface CalibrationSchedule {
  /** A scheduled run waits until this many answers arrived since the last run (a run requested by an admin never waits). */
  readonly newAnswersForRerun: number;
  readonly learnerModel: CalibrationPolicy;
  readonly itemBanks: ItemBankPolicy;
}

/** How often the schedule looks for new answers (a run that finds too few appends nothing). */
export const CALIBRATION_INTERVAL_MS = 60 * 60 * 1000;

export const defaultCalibrationSchedule: CalibrationSchedule = {
  newAnswersForRerun: 200,
  learnerModel: defaultCalibrationPolicy,
  itemBanks: defaultItemBankPolicy,
};

const storedMetrics = (metrics: PredictionMetrics) => ({ ...metrics, auc: Number.isFinite(metrics.auc) ? metrics.auc : null });

export interface CalibrationOrigin {
  readonly requestId: string;
  /** The admin who asked, or null for the scheduled run. */
  readonly userId: string | null;
}

/**
 * Calibration from all learners' answers (ADR 16): refits the learner model, adopting it only when it
 * predicts held-out learners better, and each course's 2PL item bank for its placement test. Every run is recorded,
 * adopted or not, so the engine's choice of parameters is itself in the log.
 */
export class Calibrations implements ItemCalibrations {
  constructor(
    private readonly store: EventStore<PathwiseEvent>,
    private readonly log: CalibrationLog,
    private readonly schedule: CalibrationSchedule = defaultCalibrationSchedule,
  ) {}

  runs(): Promise<readonly StoredCalibration[]> {
    return this.log.runs();
  }

  /** An admin asked: runs now, whatever has arrived since the last run. */
  async run(origin: CalibrationOrigin): Promise<CalibrationRun> {
    const earlier = await this.log.runs();
    return this.calibrate(origin, earlier, await readPlatformAnswers(this.store));
  }

  /** The schedule's turn: runs only once enough new answers have arrived since the last run. */
  async runIfDue(): Promise<CalibrationRun | null> {
    const earlier = await this.log.runs();
    const answers = await readPlatformAnswers(this.store);
    const lastAnswers = earlier.at(-1)?.data.answers ?? 0;
    if (answers.observations.length - lastAnswers < this.schedule.newAnswersForRerun) return null;
    return this.calibrate({ requestId: newEventId(), userId: null }, earlier, answers);
  }

  private async calibrate(origin: CalibrationOrigin, earlier: readonly StoredCalibration[], answers: PlatformAnswers): Promise<CalibrationRun> {
    const current = adoptedCalibration(earlier)?.data.parameters ?? defaultKnowledgeModelParameters;
    const model = calibrateLearnerModel(answers.observations, answers.items, current, this.schedule.learnerModel);
    const itemBanks: CalibratedItemBank[] = [...answers.byCourse]
      .flatMap(([courseId, observations]) => {
        const bank = calibrateItemBank(observations, this.schedule.itemBanks);
        return bank ? [{ courseId, learners: bank.learners, converged: bank.converged, items: [...bank.items] }] : [];
      })
      .sort((left, right) => left.courseId.localeCompare(right.courseId));
    const run: CalibrationRun = {
      calibrationId: newEventId(),
      throughPosition: answers.through.position.toString(),
      answers: model.answers,
      learners: model.learners,
      heldOut: model.heldOut && { ...model.heldOut, current: storedMetrics(model.heldOut.current), candidate: storedMetrics(model.heldOut.candidate) },
      adopted: model.adopted,
      reason: model.reason.slice(0, 300),
      parameters: model.parameters,
      itemBanks,
    };
    try {
      await this.store.append(calibrationStreamId, [{ type: 'CalibrationCompleted', data: run }], {
        expectedVersion: earlier.length === 0 ? 'no_stream' : earlier.length,
        metadata: {
          correlationId: origin.requestId,
          causationId: origin.requestId,
          actor: origin.userId ? { kind: 'user', id: origin.userId } : { kind: 'system', id: 'calibration-schedule' },
        },
      });
    } catch (error) {
      if (error instanceof StreamVersionConflictError) throw new ConflictError('Another calibration finished while this one ran; its results stand');
      throw error;
    }
    return run;
  }

  /** A course's 2PL parameters from the last run that could fit its bank; empty until one could. */
  async parametersOf(courseId: string): Promise<ReadonlyMap<string, IrtItemParameters>> {
    const runs = await this.log.runs();
    for (const run of [...runs].reverse()) {
      const bank = run.data.itemBanks.find((each) => each.courseId === courseId);
      if (bank) return new Map(bank.items.map((item) => [item.itemId, { a: item.a, b: item.b }]));
    }
    return new Map();
  }
}
