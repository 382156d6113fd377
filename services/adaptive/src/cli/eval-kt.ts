/**
 * npm run eval:kt -- --train FILE --test FILE            evaluate on a tutoring log split into two CSV files
 * npm run eval:kt -- --irt FILE [--qmatrix FILE]         evaluate on a 0/1 response matrix split 80/20 by learner
 * npm run eval:kt -- --synthetic N [--forgetting DAYS]    evaluate on N synthetic learners who learn (and forget)
 * Options: --bootstrap N (200), --seed N (1), --test-share X (0.2), --time-unit s|ms (s),
 *          --write-train FILE --write-test FILE (save the split as CSV).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { allPredictors } from '../evaluation/all-predictors.js';
import { evaluatePredictors } from '../evaluation/evaluate-predictors.js';
import { formatEvaluationTable } from '../evaluation/evaluation-table.js';
import { formatKnowledgeTracingCsv, parseKnowledgeTracingCsv, type TimestampUnit } from '../evaluation/kt-csv.js';
import { predictionMetrics } from '../evaluation/metrics.js';
import { parseBinaryMatrix, responseMatrixObservations, splitLearners } from '../evaluation/response-matrix-dataset.js';
import { generateSyntheticLearners } from '../evaluation/synthetic-learners.js';
import type { Observation } from '../knowledge-tracing/knowledge-model.js';

const USAGE = readFileSync(new URL(import.meta.url), 'utf8').split('*/')[0]?.replace(/^\/\*\*\n?/, '').replace(/^ \* ?/gm, '') ?? '';

function readText(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    throw new Error(`cannot read ${path}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}

function positiveNumber(name: string, text: string | undefined, fallback: number, integer = true): number {
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!Number.isFinite(value) || value <= 0 || (integer && !Number.isInteger(value))) {
    throw new Error(`--${name} must be a positive ${integer ? 'integer' : 'number'}, found '${text}'`);
  }
  return value;
}

interface Datasets {
  readonly train: Observation[];
  readonly test: Observation[];
  readonly source: string;
  /** For synthetic data: the true probabilities, the ceiling of any predictor. */
  readonly oracle?: ReadonlyMap<Observation, number>;
}

function loadDatasets(values: Record<string, string | undefined>, seed: number): Datasets {
  const testShare = positiveNumber('test-share', values['test-share'], 0.2, false);
  if (testShare >= 1) throw new Error(`--test-share must be below 1, found ${testShare}`);
  if (values['train'] !== undefined || values['test'] !== undefined) {
    if (values['train'] === undefined || values['test'] === undefined) throw new Error('--train and --test go together');
    const unit = (values['time-unit'] ?? 's') as TimestampUnit;
    if (unit !== 's' && unit !== 'ms') throw new Error(`--time-unit must be s or ms, found '${String(unit)}'`);
    return {
      train: parseKnowledgeTracingCsv(readText(values['train']), values['train'], unit),
      test: parseKnowledgeTracingCsv(readText(values['test']), values['test'], unit),
      source: `${values['train']} / ${values['test']}`,
    };
  }
  if (values['irt'] !== undefined) {
    const responses = parseBinaryMatrix(readText(values['irt']), values['irt']);
    const qMatrix = values['qmatrix'] === undefined ? undefined : parseBinaryMatrix(readText(values['qmatrix']), values['qmatrix']);
    const split = splitLearners(responseMatrixObservations(responses, qMatrix), testShare, seed);
    return { ...split, source: `${values['irt']}${qMatrix ? ` with ${values['qmatrix']}` : ''}, learners split ${1 - testShare}/${testShare} (seed ${seed})` };
  }
  if (values['synthetic'] !== undefined) {
    const learners = positiveNumber('synthetic', values['synthetic'], 1000);
    const forgettingDays = values['forgetting'] === undefined ? undefined : positiveNumber('forgetting', values['forgetting'], 1, false);
    const { observations, trueProbability } = generateSyntheticLearners({
      learners,
      skills: 8,
      itemsPerSkill: 15,
      answersPerLearner: 80,
      learningRate: forgettingDays ? 0.1 : 0.04,
      seed,
      ...(forgettingDays ? { forgettingDays } : {}),
    });
    const forgetting = forgettingDays ? ` and forget (e-folding ${forgettingDays} days)` : '';
    return { ...splitLearners(observations, testShare, seed), source: `${learners} synthetic learners who learn${forgetting} (seed ${seed})`, oracle: trueProbability };
  }
  throw new Error('give --train and --test, --irt, or --synthetic');
}

function main(): void {
  const { values } = parseArgs({
    options: Object.fromEntries(
      ['train', 'test', 'irt', 'qmatrix', 'synthetic', 'forgetting', 'bootstrap', 'seed', 'test-share', 'time-unit', 'write-train', 'write-test'].map((name) => [name, { type: 'string' as const }]),
    ),
    allowPositionals: false,
  }) as { values: Record<string, string | undefined> };
  if (Object.keys(values).length === 0) {
    process.stdout.write(USAGE);
    return;
  }
  const seed = positiveNumber('seed', values['seed'], 1);
  const bootstrapSamples = positiveNumber('bootstrap', values['bootstrap'], 200);
  const { train, test, source, oracle } = loadDatasets(values, seed);
  if (values['write-train']) writeFileSync(values['write-train'], formatKnowledgeTracingCsv(train));
  if (values['write-test']) writeFileSync(values['write-test'], formatKnowledgeTracingCsv(test));
  const learners = (answers: readonly Observation[]) => new Set(answers.map((o) => o.learnerId)).size;
  process.stdout.write(
    `Knowledge tracing on ${source}\ntrain: ${train.length} answers of ${learners(train)} learners; test: ${test.length} answers of ${learners(test)} learners\n` +
      `95% intervals: bootstrap over test learners, ${bootstrapSamples} samples, seed ${seed}\n\n`,
  );
  const started = Date.now();
  const evaluations = evaluatePredictors(allPredictors, train, test, { bootstrapSamples, seed });
  process.stdout.write(`${formatEvaluationTable(evaluations)}\n\n(${((Date.now() - started) / 1000).toFixed(1)} s)\n`);
  if (oracle) {
    const ceiling = predictionMetrics(test.map((o) => ({ predicted: oracle.get(o) ?? Number.NaN, correct: o.correct })));
    process.stdout.write(`Ceiling (the generator's true probabilities): AUC ${ceiling.auc.toFixed(4)}, log loss ${ceiling.logLoss.toFixed(4)}\n`);
  }
}

try {
  main();
} catch (error) {
  process.stderr.write(`eval:kt: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
}
