import type { CalibrationSummary } from '@pathwise/contracts';

let nextRun = 0;

/** A run the candidate won: lower held-out log loss, one course's bank fitted. */
export const anAdoptedRun = (overrides: Partial<CalibrationSummary> = {}): CalibrationSummary => ({
  calibrationId: `calibration-${(nextRun += 1)}`,
  recordedAt: '2026-03-04T09:05:00.000Z',
  answers: 12_480,
  learners: 312,
  adopted: true,
  reason: 'held-out log loss 0.5123 against 0.6012 with the parameters in use',
  heldOut: {
    learners: 62,
    answers: 2_410,
    current: { auc: 0.702, logLoss: 0.6012, rmse: 0.45, accuracy: 0.664 },
    candidate: { auc: 0.781, logLoss: 0.5123, rmse: 0.41, accuracy: 0.7312 },
  },
  itemBanks: [{ courseId: 'course-fractions', learners: 48, items: 36, converged: true }],
  ...overrides,
});

/** A run below the answers calibration waits for: nothing fitted, nothing compared. */
export const aDeclinedRun = (overrides: Partial<CalibrationSummary> = {}): CalibrationSummary => ({
  calibrationId: `calibration-${(nextRun += 1)}`,
  recordedAt: '2026-03-01T18:30:00.000Z',
  answers: 150,
  learners: 9,
  adopted: false,
  reason: '150 answers; calibration waits for 200',
  heldOut: null,
  itemBanks: [],
  ...overrides,
});
