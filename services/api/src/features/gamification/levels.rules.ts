import { xpToReachLevel } from '@pathwise/contracts';

export { xpToReachLevel };

/** The level a total of XP reaches on the curve of `xpToReachLevel`; reaching one gives the level-up bonus. */

export function levelForXp(xp: number): number {
  // Solve 50 L (L - 1) <= xp for the largest whole L, then correct for floating point at the edges.
  let level = Math.max(1, Math.floor((1 + Math.sqrt(1 + xp / 12.5)) / 2));
  while (xpToReachLevel(level + 1) <= xp) level++;
  while (level > 1 && xpToReachLevel(level) > xp) level--;
  return level;
}
