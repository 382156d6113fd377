import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { playChime, rewardDelayMs } from './celebration';
import { setSoundMuted } from './unlocked-store';

class FakeAudioContext {
  static made = 0;
  currentTime = 0;
  destination = {};
  constructor() {
    FakeAudioContext.made += 1;
  }
  createGain() {
    return { connect: vi.fn(), gain: { setValueAtTime: vi.fn(), exponentialRampToValueAtTime: vi.fn() } };
  }
  createOscillator() {
    return { frequency: { value: 0 }, connect: vi.fn(), start: vi.fn(), stop: vi.fn() };
  }
  close() {
    return Promise.resolve();
  }
}

const reducedMotion = (reduce: boolean) =>
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: reduce && query.includes('reduce'), media: query, addEventListener: vi.fn(), removeEventListener: vi.fn() }));

describe('Celebration', () => {
  beforeEach(() => {
    window.localStorage.clear();
    FakeAudioContext.made = 0;
    vi.stubGlobal('AudioContext', FakeAudioContext);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('chimes through Web Audio, but not when muted or when motion is reduced', () => {
    reducedMotion(false);
    playChime('epic');
    expect(FakeAudioContext.made).toBe(1);
    setSoundMuted(true);
    playChime('epic');
    expect(FakeAudioContext.made).toBe(1);
    setSoundMuted(false);
    reducedMotion(true);
    playChime('epic');
    expect(FakeAudioContext.made).toBe(1);
  });

  it('does not open an audio context before the visitor has interacted with the page, which could not sound yet', () => {
    reducedMotion(false);
    vi.stubGlobal('navigator', { ...navigator, userActivation: { hasBeenActive: false, isActive: false } });
    playChime('epic');
    expect(FakeAudioContext.made).toBe(0);
    vi.stubGlobal('navigator', { ...navigator, userActivation: { hasBeenActive: true, isActive: true } });
    playChime('epic');
    expect(FakeAudioContext.made).toBe(1);
  });

  it('waits at most 2 s before a reward, the same time for the same reward', () => {
    const delays = ['a', 'b', 'c', '00000000-0000-4000-8000-000000000001'].map((id) => rewardDelayMs(id, 2000));
    expect(delays.every((delay) => delay >= 0 && delay <= 2000)).toBe(true);
    expect(rewardDelayMs('a', 2000)).toBe(delays[0]);
  });
});
