import { CalibrationList, CalibrationSummary } from '@pathwise/contracts';
import { defineRoute, type RouteDefinition } from '../../../http/define-route.js';
import type { StoredCalibration } from './calibration-log.queries.js';
import type { Calibrations, CalibrationRun } from './calibrations.commands.js';

function summaryOf(run: CalibrationRun, recordedAt: Date): CalibrationSummary {
  return {
    calibrationId: run.calibrationId,
    recordedAt: recordedAt.toISOString(),
    answers: run.answers,
    learners: run.learners,
    adopted: run.adopted,
    reason: run.reason,
    heldOut: run.heldOut,
    itemBanks: run.itemBanks.map((bank) => ({ courseId: bank.courseId, learners: bank.learners, items: bank.items.length, converged: bank.converged })),
  };
}

const summaryOfStored = (event: StoredCalibration) => summaryOf(event.data, event.recordedAt);

/** The admin's view of calibration: run it now, and read how every run went. */
export function calibrationRoutes(deps: { calibrations: Calibrations; clock: () => Date }): RouteDefinition[] {
  return [
    defineRoute({
      method: 'post',
      path: '/admin/adaptive/calibrations',
      summary: 'Calibrate the learner model and item banks from all learners’ answers, now',
      description:
        'Refits item difficulties and the learner model’s weights on every recorded answer, and adopts them only if ' +
        'they predict held-out learners better than the parameters in use; refits each course’s 2PL bank (placement) ' +
        'once 30 learners have answered. Runs also on a schedule once 200 new answers have arrived.',
      tags: ['admin', 'adaptive'],
      access: 'user',
      policy: 'admin',
      responses: { 201: { description: 'The run, adopted or not', schema: CalibrationSummary } },
      async handle({ context }) {
        const run = await deps.calibrations.run({ requestId: context.requestId, userId: context.actor!.userId });
        return { status: 201, body: summaryOf(run, deps.clock()) };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/admin/adaptive/calibrations',
      summary: 'Every calibration run, newest first',
      tags: ['admin', 'adaptive'],
      access: 'user',
      policy: 'admin',
      responses: { 200: { description: 'The runs', schema: CalibrationList } },
      async handle() {
        const runs = await deps.calibrations.runs();
        return { status: 200, body: { runs: [...runs].reverse().map(summaryOfStored) } };
      },
    }),
  ];
}
