import { describe, expect, it } from 'vitest';
import { nextAdaptiveStep, type AnsweredItem } from './adaptive-test.js';
import { exposureControlledSelector, eligibleItems, emptyLedger, recordTest } from './exposure-control.js';
import { randomesqueSelector, mostInformative, type BankItem } from './item-selection.js';
import { simulateSessions, summariseSessions } from './cat-simulation.js';
import { simulatedBank, simulatedLearners } from './simulated-bank.js';
import { seededRandom } from '../shared/seeded-random.js';

const bank: BankItem[] = Array.from({ length: 40 }, (_, index) => ({ itemId: `i${index}`, a: 0.8 + (index % 4) * 0.5, b: -3 + (6 * index) / 39 }));
const stopping = { seTarget: 0.4, minItems: 3, maxItems: 12 };

function runToEnd(answer: (item: BankItem) => boolean, seed: number) {
  const answers: AnsweredItem[] = [];
  const random = seededRandom(seed);
  for (;;) {
    const step = nextAdaptiveStep(bank, answers, { stopping }, random, exposureControlledSelector(emptyLedger));
    if (step.kind === 'stop') return { step, answers };
    answers.push({ itemId: step.item.itemId, correct: answer(step.item) });
  }
}

describe('nextAdaptiveStep', () => {
  it('asks one of the most informative items at the prior mean first', () => {
    const step = nextAdaptiveStep(bank, [], { stopping }, seededRandom(1), randomesqueSelector(3));
    expect(step.kind).toBe('ask');
    const best = mostInformative(bank, new Set(), 0, 3).map((item) => item.itemId);
    expect(best).toContain(step.kind === 'ask' ? step.item.itemId : '');
  });

  it('never asks an item twice and never goes past the maximum length', () => {
    const { step, answers } = runToEnd((item) => item.b < 0.7, 3);
    expect(new Set(answers.map((answer) => answer.itemId)).size).toBe(answers.length);
    expect(answers.length).toBeLessThanOrEqual(stopping.maxItems);
    expect(answers.length).toBeGreaterThanOrEqual(stopping.minItems);
    expect(step.reason === 'se-target' ? step.estimate.se : 0).toBeLessThanOrEqual(stopping.seTarget);
  });

  it('places a learner who knows everything up to difficulty 1.5 above one who knows up to -1.5', () => {
    const strong = runToEnd((item) => item.b < 1.5, 4).step.estimate.theta;
    const weak = runToEnd((item) => item.b < -1.5, 4).step.estimate.theta;
    expect(strong).toBeGreaterThan(0.8);
    expect(weak).toBeLessThan(-0.8);
  });

  it('asks the same items for the same seed and answers', () => {
    const items = (seed: number) => runToEnd((item) => item.b < 0, seed).answers.map((answer) => answer.itemId);
    expect(items(9)).toEqual(items(9));
  });

  it('stops when the bank runs out before the target', () => {
    const small = bank.slice(0, 2);
    const step = nextAdaptiveStep(small, [{ itemId: 'i0', correct: true }, { itemId: 'i1', correct: false }], { stopping }, seededRandom(1), randomesqueSelector(1));
    expect(step).toMatchObject({ kind: 'stop', reason: 'bank-exhausted' });
  });
});

describe('exposure control', () => {
  it('sets aside items shown in at least the ceiling share of earlier tests', () => {
    let ledger = emptyLedger;
    ledger = recordTest(ledger, ['i0', 'i1']);
    ledger = recordTest(ledger, ['i0']);
    ledger = recordTest(ledger, ['i2']);
    const eligible = eligibleItems(bank.slice(0, 4), ledger, 0.5).map((item) => item.itemId);
    expect(eligible).toEqual(['i1', 'i2', 'i3']);
  });

  it('keeps the busiest item of a simulated bank under the ceiling where plain maximum information does not', () => {
    const random = seededRandom(21);
    const simulated = simulatedBank(random, { items: 120, aRange: [0.8, 2.5], bRange: [-3, 3] });
    const learners = simulatedLearners(300, random);
    const settings = { stopping: { seTarget: 0.35, minItems: 5, maxItems: 30 } };
    const controlled = summariseSessions(simulated, simulateSessions(simulated, learners, settings, (ledger) => exposureControlledSelector(ledger, { topK: 3, maxRate: 0.25 }), 1), 20);
    const plain = summariseSessions(simulated, simulateSessions(simulated, learners, settings, () => randomesqueSelector(1), 1), 20);
    expect(plain.maxExposure).toBeGreaterThan(0.5);
    expect(controlled.maxExposure).toBeLessThanOrEqual(0.26);
    expect(controlled.shareReachingTarget).toBeGreaterThan(0.9);
    expect(controlled.rmse).toBeLessThan(0.45);
  }, 30_000);
});
