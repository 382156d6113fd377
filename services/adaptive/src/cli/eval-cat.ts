/**
 * `npm run eval:cat [-- --seed N --learners N --items N --top-k K --max-exposure R --max-items N --data FILE]`: our adaptive test against random
 * selection and a fixed form, first on a simulated 2PL bank with known abilities (SE target 0.3), then on the real
 * ECPE responses (calibrated here; SE target 0.5; answers replayed from the response matrix; reference = the EAP
 * from all 28 items).
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { calibrate2PL, type ObservedResponse } from '../irt/calibration.js';
import { abilityFrom, type AdaptiveTestSettings } from '../cat/adaptive-test.js';
import { randomesqueSelector, selectAtRandom, type BankItem, type ItemSelector } from '../cat/item-selection.js';
import { exposureControlledSelector, type ExposureLedger } from '../cat/exposure-control.js';
import { bestFixedForm, fixedFormSelector } from '../cat/fixed-form.js';
import { simulateSessions, summariseSessions, type SessionSummary, type SimulatedLearner } from '../cat/cat-simulation.js';
import { simulatedBank, simulatedLearners } from '../cat/simulated-bank.js';
import { seededRandom } from '../shared/seeded-random.js';
import { parseBinaryMatrix } from '../evaluation/response-matrix-dataset.js';

const { values } = parseArgs({
  options: {
    seed: { type: 'string', default: '2026' },
    learners: { type: 'string', default: '5000' },
    items: { type: 'string', default: '200' },
    'top-k': { type: 'string', default: '3' },
    'max-exposure': { type: 'string', default: '0.25' },
    'max-items': { type: 'string', default: '60' },
    data: { type: 'string', default: new URL('../../../../../shared/data/irt/items_ecpe.txt', import.meta.url).pathname },
  },
});
const positive = (name: string, text: string | undefined) => {
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} must be a positive integer, got ${text}`);
  return value;
};
const seed = positive('seed', values.seed);
const learnerCount = positive('learners', values.learners);
const itemCount = positive('items', values.items);
const topK = positive('top-k', values['top-k']);
const maxItems = positive('max-items', values['max-items']);
const maxRate = Number(values['max-exposure']);
if (!(maxRate > 0 && maxRate <= 1)) throw new Error(`--max-exposure must be in (0, 1], got ${values['max-exposure']}`);

const randomSelector: ItemSelector = (bank, used, _theta, random) => selectAtRandom(bank, used, random);
const print = (line: string) => process.stdout.write(`${line}\n`);
const format = (value: number, digits = 3) => value.toFixed(digits).padStart(8);

function printTable(title: string, rows: readonly [string, SessionSummary][]) {
  const within = rows[0]![1].withinItems;
  print(`\n${title}`);
  print(`${'method'.padEnd(24)}${'mean len'.padStart(9)}${`<=${within}`.padStart(9)}${'RMSE'.padStart(9)}${'bias'.padStart(9)}${'max exp'.padStart(9)}${'unused'.padStart(9)}`);
  for (const [name, summary] of rows) {
    print(
      `${name.padEnd(24)} ${format(summary.meanLength, 2)} ${format(summary.shareReachingTarget)} ${format(summary.rmse)} ${format(summary.bias)} ${format(summary.maxExposure)} ${format(summary.unusedShare)}`,
    );
  }
}

function compare(bank: readonly BankItem[], learners: readonly SimulatedLearner[], settings: AdaptiveTestSettings, within: number) {
  const form = fixedFormSelector(bestFixedForm(bank, settings.stopping.maxItems));
  const selectors: [string, (ledger: ExposureLedger) => ItemSelector][] = [
    [`CAT k=${topK}, ceiling ${maxRate}`, (ledger) => exposureControlledSelector(ledger, { topK, maxRate })],
    [`CAT randomesque k=${topK}`, () => randomesqueSelector(topK)],
    ['CAT max information', () => randomesqueSelector(1)],
    ['random selection', () => randomSelector],
    ['fixed form', () => form],
  ];
  return selectors.map(([name, select]): [string, SessionSummary] => [
    name,
    summariseSessions(bank, simulateSessions(bank, learners, settings, select, seed), within),
  ]);
}

const simulationRandom = seededRandom(seed);
const bank = simulatedBank(simulationRandom, { items: itemCount, aRange: [0.8, 2.5], bRange: [-3, 3] });
const learners = simulatedLearners(learnerCount, simulationRandom);
const simulatedSettings: AdaptiveTestSettings = { stopping: { seTarget: 0.3, minItems: 5, maxItems } };
printTable(
  `Simulated 2PL bank: ${itemCount} items (a 0.8..2.5, b -3..3), ${learnerCount} learners (theta ~ N(0,1)), stop at SE 0.3 (min 5, max ${maxItems} items), seed ${seed}`,
  compare(bank, learners, simulatedSettings, 20),
);

const matrix = parseBinaryMatrix(readFileSync(values.data!, 'utf8'), values.data!).map((row) => row.map((cell) => cell === 1));
const responses: ObservedResponse[] = matrix.flatMap((row, learner) =>
  row.map((correct, item) => ({ learnerId: `examinee-${learner}`, itemId: `item-${item}`, correct })),
);
const calibration = calibrate2PL(responses);
const realBank: BankItem[] = [...calibration.items].map(([itemId, parameters]) => ({ itemId, ...parameters }));
const realLearners: SimulatedLearner[] = matrix.map((row) => {
  const answers = row.map((correct, item) => ({ itemId: `item-${item}`, correct }));
  const replay = new Map(answers.map((answer) => [answer.itemId, answer.correct]));
  return { reference: abilityFrom(realBank, answers).theta, answer: (item) => replay.get(item.itemId) ?? false };
});
const fullTestSe = realLearners.map((_, learner) => abilityFrom(realBank, matrix[learner]!.map((correct, item) => ({ itemId: `item-${item}`, correct }))).se).sort((x, y) => x - y);
const discriminations = realBank.map((item) => item.a);
print(
  `\nECPE: ${matrix.length} examinees x ${realBank.length} items; 2PL calibrated by EM in ${calibration.iterations} iterations (converged: ${calibration.converged}); ` +
    `a ${Math.min(...discriminations).toFixed(2)}..${Math.max(...discriminations).toFixed(2)}; median full-test SE ${fullTestSe[Math.floor(fullTestSe.length / 2)]!.toFixed(3)}`,
);
printTable(
  `ECPE replay, stop at SE 0.5 (min 5, max ${realBank.length} items); RMSE and bias against the full-test EAP`,
  compare(realBank, realLearners, { stopping: { seTarget: 0.5, minItems: 5, maxItems: realBank.length } }, realBank.length),
);
