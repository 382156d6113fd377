import { xpToReachLevel as xpToReach } from '@pathwise/contracts';

// The level itself always comes from the server; the shared curve only draws the bar.

/** How far `xp` is through `level`, from 0 to 1, and the XP the next level needs. */
export function levelProgress(xp: number, level: number): { fraction: number; nextLevelXp: number } {
  const start = xpToReach(level);
  const next = xpToReach(level + 1);
  const fraction = next > start ? Math.min(1, Math.max(0, (xp - start) / (next - start))) : 0;
  return { fraction, nextLevelXp: next };
}
