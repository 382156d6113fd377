import type { AchievementRarity } from '@pathwise/contracts';
import { useEffect, useState } from 'react';
import { BURST_MS, confettiPieces, prefersReducedMotion } from '../lib/celebration';

const colours = ['#f59e0b', '#10b981', '#3b82f6', '#ef4444', '#a855f7'];

/**
 * CSS confetti: more pieces the rarer the achievement; with `burst`, a second wave for BURST_MS (spec section 4).
 * Decorative only, and left out when the reader asks for reduced motion.
 */
/** Mounted afresh for each popup (keyed by the achievement), so `burst` is read once, at mount. */
export function Confetti({ rarity, burst }: { readonly rarity: AchievementRarity; readonly burst: boolean }) {
  const [bursting, setBursting] = useState(burst);
  useEffect(() => {
    if (!burst) return;
    const timer = window.setTimeout(() => setBursting(false), BURST_MS);
    return () => window.clearTimeout(timer);
  }, [burst]);
  if (prefersReducedMotion()) return null;
  const count = confettiPieces[rarity] * (bursting ? 2 : 1);
  return (
    <div className="confetti" aria-hidden="true" data-rarity={rarity} data-burst={bursting || undefined} data-pieces={count}>
      {Array.from({ length: count }, (_, index) => (
        <span
          key={index}
          className="confetti-piece"
          style={{
            left: `${(index * 37) % 100}%`,
            background: colours[index % colours.length],
            animationDelay: `${(index % 10) * 60}ms`,
          }}
        />
      ))}
    </div>
  );
}
