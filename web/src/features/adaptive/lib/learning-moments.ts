import type { AdaptiveAnalytics } from '@pathwise/contracts';

/** Every moment something changed for the learner, oldest first, without repeats: the stops of the time-travel slider. */
export function learningMoments(analytics: AdaptiveAnalytics): string[] {
  const times = [
    ...analytics.masteryTimeline.map((point) => point.at),
    ...analytics.profile.recentEvents.map((event) => event.occurredAt),
    ...analytics.profile.recentAdjustments.map((adjustment) => adjustment.timestamp),
  ];
  return [...new Set(times.map((time) => new Date(time).toISOString()))].sort();
}

/** The slider stop showing `at`: the last moment at or before it (the first when `at` is earlier than them all). */
export function momentIndex(moments: readonly string[], at: string | undefined): number {
  if (at === undefined) return moments.length - 1;
  let index = 0;
  moments.forEach((moment, position) => {
    if (moment <= at) index = position;
  });
  return index;
}

export interface SkillTimeline {
  readonly skillId: string;
  readonly points: readonly { readonly at: string; readonly probability: number }[];
}

/** The mastery timeline split per skill, each oldest first, in the order skills first appear. */
export function timelinesBySkill(analytics: AdaptiveAnalytics): SkillTimeline[] {
  const bySkill = new Map<string, { at: string; probability: number }[]>();
  for (const point of analytics.masteryTimeline) {
    const points = bySkill.get(point.skillId) ?? [];
    points.push({ at: point.at, probability: point.probability });
    bySkill.set(point.skillId, points);
  }
  return [...bySkill].map(([skillId, points]) => ({ skillId, points: points.toSorted((a, b) => a.at.localeCompare(b.at)) }));
}

/**
 * The time axis of the mastery chart: from the first answer that moved a skill to the last, widened to the moment
 * time travel shows. Learning without answers (lessons read) moves no skill and would only stretch the axis.
 */
export function masterySpan(timelines: readonly SkillTimeline[], at: string | undefined): [string, string] | undefined {
  const times = timelines.flatMap((timeline) => timeline.points.map((point) => new Date(point.at).toISOString()));
  if (at) times.push(new Date(at).toISOString());
  const sorted = times.sort();
  const first = sorted[0];
  const last = sorted.at(-1);
  return first && last && timelines.length > 0 ? [first, last] : undefined;
}
