/**
 * The level curve of the server (services/api/src/features/gamification/levels.ts, not in contracts): level L starts
 * at 50 x L x (L - 1) XP. The client only draws the bar with it; the level itself always comes from the server.
 */
const xpToReach = (level: number) => 50 * level * (level - 1);

/** How far `xp` is through `level`, from 0 to 1, and the XP the next level needs. */
export function levelProgress(xp: number, level: number): { fraction: number; nextLevelXp: number } {
  const start = xpToReach(level);
  const next = xpToReach(level + 1);
  const fraction = next > start ? Math.min(1, Math.max(0, (xp - start) / (next - start))) : 0;
  return { fraction, nextLevelXp: next };
}
