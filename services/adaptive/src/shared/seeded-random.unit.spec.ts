import { describe, expect, it } from 'vitest';
import { seedFrom, seededRandom } from './seeded-random.js';

describe('seededRandom', () => {
  it('gives the same sequence for the same seed and a different one for another seed', () => {
    const draw = (seed: number) => Array.from({ length: 5 }, seededRandom(seed).next);
    expect(draw(7)).toEqual(draw(7));
    expect(draw(7)).not.toEqual(draw(8));
  });

  it('draws uniforms in [0, 1) with mean near 1/2 and normals with mean near 0 and variance near 1', () => {
    const random = seededRandom(42);
    const uniforms = Array.from({ length: 20_000 }, random.next);
    expect(Math.min(...uniforms)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...uniforms)).toBeLessThan(1);
    expect(uniforms.reduce((sum, u) => sum + u, 0) / uniforms.length).toBeCloseTo(0.5, 1);
    const normals = Array.from({ length: 20_000 }, random.normal);
    const mean = normals.reduce((sum, z) => sum + z, 0) / normals.length;
    const variance = normals.reduce((sum, z) => sum + (z - mean) ** 2, 0) / normals.length;
    expect(Math.abs(mean)).toBeLessThan(0.03);
    expect(Math.abs(variance - 1)).toBeLessThan(0.05);
  });

  it('derives a stable seed from a string', () => {
    expect(seedFrom('attempt-1')).toBe(seedFrom('attempt-1'));
    expect(seedFrom('attempt-1')).not.toBe(seedFrom('attempt-2'));
  });
});
