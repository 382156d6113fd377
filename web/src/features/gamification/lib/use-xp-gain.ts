import { useEffect, useRef, useState } from 'react';

/** How long a gain stays beside the bar: read at a glance, gone before the next answer. */
export const XP_GAIN_SHOWN_MS = 4000;

export interface XpGain {
  readonly xp: number;
  /** The level the gain reached, when it crossed into a new one (its bonus is part of `xp`). */
  readonly levelReached: number | null;
}

/**
 * The last rise of the learner's XP, for a few seconds after the stats showed it: what a lesson or a quiz earned,
 * seen where it was earned. The first stats a page reads are where it starts from, never a gain.
 */
export function useXpGain(xp: number | undefined, level: number | undefined): XpGain | null {
  const [gain, setGain] = useState<XpGain | null>(null);
  const last = useRef<{ readonly xp: number; readonly level: number } | null>(null);
  useEffect(() => {
    if (xp === undefined || level === undefined) return;
    const before = last.current;
    last.current = { xp, level };
    if (before !== null && xp > before.xp) setGain({ xp: xp - before.xp, levelReached: level > before.level ? level : null });
  }, [xp, level]);
  useEffect(() => {
    if (gain === null) return;
    const timer = setTimeout(() => setGain(null), XP_GAIN_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [gain]);
  return gain;
}
