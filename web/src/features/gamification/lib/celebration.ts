import type { AchievementRarity } from '@pathwise/contracts';
import { isSoundMuted } from './unlocked-store';

/** Spec section 4: an achievement worth this much XP or more gets a confetti burst of BURST_MS. */
export const BURST_XP_THRESHOLD = 500;
export const BURST_MS = 3_000;

/** More confetti the rarer the achievement; kept small so a phone does not stutter. */
export const confettiPieces: Readonly<Record<AchievementRarity, number>> = { common: 12, rare: 24, epic: 40, legendary: 60 };

/** The chime's pitch by rarity: rarer is higher. */
const chimeHz: Readonly<Record<AchievementRarity, number>> = { common: 523, rare: 659, epic: 784, legendary: 1047 };

export const prefersReducedMotion = (): boolean =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

type AudioContextConstructor = new () => AudioContext;

/**
 * Whether the browser would let a page start a sound: not before the visitor's first tap or key (autoplay policy).
 * Before that an audio context starts suspended and stays silent, yet opening one holds a phone's main thread for a
 * good quarter of a second, as a page loads.
 */
const soundAllowed = (): boolean => navigator.userActivation?.hasBeenActive ?? true;

/**
 * A short two-note chime through Web Audio; silent when muted, when motion is reduced, before the visitor has
 * interacted with the page, or without Web Audio.
 */
export function playChime(rarity: AchievementRarity): void {
  if (isSoundMuted() || prefersReducedMotion() || !soundAllowed()) return;
  const Context = (window as unknown as { AudioContext?: AudioContextConstructor }).AudioContext;
  if (!Context) return;
  try {
    const audio = new Context();
    const gain = audio.createGain();
    gain.connect(audio.destination);
    gain.gain.setValueAtTime(0.12, audio.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.001, audio.currentTime + 0.5);
    [0, 0.12].forEach((offset, index) => {
      const oscillator = audio.createOscillator();
      oscillator.frequency.value = chimeHz[rarity] * (index === 0 ? 1 : 1.5);
      oscillator.connect(gain);
      oscillator.start(audio.currentTime + offset);
      oscillator.stop(audio.currentTime + offset + 0.3);
    });
    window.setTimeout(() => void audio.close(), 800);
  } catch {
    // Sound is a flourish: a browser that refuses it loses nothing.
  }
}

/**
 * The server stores the reward's draw but no display delay; this spreads rewards over up to `maxMs` from their id,
 * so the same reward waits the same time on every device.
 */
export function rewardDelayMs(rewardId: string, maxMs: number): number {
  let hash = 0;
  for (const char of rewardId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash % (maxMs + 1);
}
