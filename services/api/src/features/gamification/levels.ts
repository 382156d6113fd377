/**
 * Levels by total XP: level L needs 50 x L x (L - 1) XP, so each level costs 100 XP more than the one before
 * (level 2 at 100, 3 at 300, 4 at 600, 5 at 1,000). Reaching a level gives the level-up bonus (spec section 9).
 */
export function xpToReachLevel(level: number): number {
  return 50 * level * (level - 1);
}

export function levelForXp(xp: number): number {
  // Solve 50 L (L - 1) <= xp for the largest whole L, then correct for floating point at the edges.
  let level = Math.max(1, Math.floor((1 + Math.sqrt(1 + xp / 12.5)) / 2));
  while (xpToReachLevel(level + 1) <= xp) level++;
  while (level > 1 && xpToReachLevel(level) > xp) level--;
  return level;
}
