/**
 * A seeded pseudo-random source (mulberry32), so that simulations, bootstraps and exposure control replay exactly.
 * Never use Math.random in the engine: a replay of the log must reproduce every decision.
 */
export interface SeededRandom {
  /** Uniform on [0, 1). */
  next(): number;
  /** Standard normal (Box-Muller). */
  normal(): number;
  /** An integer on [0, bound). */
  integer(bound: number): number;
}

export function seededRandom(seed: number): SeededRandom {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    normal: () => {
      const u = Math.max(next(), Number.MIN_VALUE);
      return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * next());
    },
    integer: (bound) => Math.floor(next() * bound),
  };
}

/** A seed derived from a string (an attempt id, a learner id), for decisions that must be reproducible per entity. */
export function seedFrom(text: string): number {
  let hash = 2_166_136_261;
  for (let index = 0; index < text.length; index++) hash = Math.imul(hash ^ text.charCodeAt(index), 16_777_619);
  return hash >>> 0;
}
