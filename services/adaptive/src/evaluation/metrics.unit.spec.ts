import { describe, expect, it } from 'vitest';
import { areaUnderCurve, predictionMetrics } from './metrics.js';

const answers = (pairs: readonly [number, 0 | 1][]) => pairs.map(([predicted, label]) => ({ predicted, correct: label === 1 }));

describe('areaUnderCurve', () => {
  it('is 1 when every correct answer is predicted above every wrong one, 0 when reversed', () => {
    expect(areaUnderCurve(answers([[0.1, 0], [0.4, 0], [0.6, 1], [0.9, 1]]))).toBe(1);
    expect(areaUnderCurve(answers([[0.9, 0], [0.6, 0], [0.4, 1], [0.1, 1]]))).toBe(0);
  });

  it('counts one misordered pair out of four and ties as half', () => {
    expect(areaUnderCurve(answers([[0.1, 0], [0.5, 1], [0.7, 0], [0.9, 1]]))).toBeCloseTo(0.75, 12);
    expect(areaUnderCurve(answers([[0.5, 0], [0.5, 1]]))).toBe(0.5);
    expect(areaUnderCurve(answers([[0.2, 0], [0.5, 0], [0.5, 1], [0.8, 1]]))).toBeCloseTo(0.875, 12);
  });

  it('is undefined (NaN) with a single outcome', () => {
    expect(areaUnderCurve(answers([[0.2, 1], [0.7, 1]]))).toBeNaN();
  });
});

describe('predictionMetrics', () => {
  it('computes log loss, RMSE and accuracy of a small known case', () => {
    const metrics = predictionMetrics(answers([[0.8, 1], [0.4, 0], [0.6, 0], [0.3, 1]]));
    const expectedLogLoss = -(Math.log(0.8) + Math.log(0.6) + Math.log(0.4) + Math.log(0.3)) / 4;
    expect(metrics.logLoss).toBeCloseTo(expectedLogLoss, 12);
    expect(metrics.rmse).toBeCloseTo(Math.sqrt((0.04 + 0.16 + 0.36 + 0.49) / 4), 12);
    expect(metrics.accuracy).toBe(0.5);
  });

  it('keeps the log loss finite for confident mistakes', () => {
    const metrics = predictionMetrics(answers([[1, 0], [0, 1]]));
    expect(Number.isFinite(metrics.logLoss)).toBe(true);
    expect(metrics.logLoss).toBeGreaterThan(10);
    expect(metrics.rmse).toBe(1);
  });
});
