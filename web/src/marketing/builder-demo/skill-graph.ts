/**
 * A course's skill map: which skills it teaches and what each one builds on. Pure functions over it give what a
 * learner is ready to learn (the frontier), what still blocks a skill, and one order to learn them all in.
 */
export interface SkillMap<S extends string = string> {
  /** Included skills, in the creator's order. */
  readonly skills: readonly S[];
  /** The prerequisites of each skill; entries about skills not included are ignored. */
  readonly prerequisites: Readonly<Partial<Record<S, readonly S[]>>>;
}

export const prerequisitesOf = <S extends string>(map: SkillMap<S>, skill: S): S[] =>
  (map.prerequisites[skill] ?? []).filter((candidate) => map.skills.includes(candidate));

/** Whether `skill` needs `other` first, directly or through other skills. */
export function dependsOn<S extends string>(map: SkillMap<S>, skill: S, other: S): boolean {
  const seen = new Set<S>();
  const stack = [...prerequisitesOf(map, skill)];
  while (stack.length > 0) {
    const next = stack.pop() as S;
    if (next === other) return true;
    if (seen.has(next)) continue;
    seen.add(next);
    stack.push(...prerequisitesOf(map, next));
  }
  return false;
}

/** Making `prerequisite` a prerequisite of `skill` would close a loop: no order could then satisfy both. */
export const wouldCreateCycle = <S extends string>(map: SkillMap<S>, skill: S, prerequisite: S): boolean =>
  skill === prerequisite || dependsOn(map, prerequisite, skill);

/** The prerequisites of `skill` not mastered yet: what keeps it locked. */
export const missingFor = <S extends string>(map: SkillMap<S>, mastered: ReadonlySet<S>, skill: S): S[] =>
  prerequisitesOf(map, skill).filter((prerequisite) => !mastered.has(prerequisite));

/** The ready-to-learn frontier: skills not mastered whose prerequisites all are. */
export const readyToLearn = <S extends string>(map: SkillMap<S>, mastered: ReadonlySet<S>): S[] =>
  map.skills.filter((skill) => !mastered.has(skill) && missingFor(map, mastered, skill).length === 0);

/** Forgetting a skill also un-masters everything built on it: those skills wait until it is refreshed. */
export function forget<S extends string>(map: SkillMap<S>, mastered: ReadonlySet<S>, skill: S): Set<S> {
  return new Set([...mastered].filter((other) => other !== skill && !dependsOn(map, other, skill)));
}

/** One valid learning order (prerequisites first), keeping the creator's order where the map allows. */
export function learningOrder<S extends string>(map: SkillMap<S>): S[] {
  const order: S[] = [];
  const placed = new Set<S>();
  while (order.length < map.skills.length) {
    const next = map.skills.find((skill) => !placed.has(skill) && prerequisitesOf(map, skill).every((prerequisite) => placed.has(prerequisite)));
    // The builder refuses cycles, so this only happens with a map built some other way; stop rather than loop.
    if (next === undefined) break;
    order.push(next);
    placed.add(next);
  }
  return order;
}

/** After the map changes, a skill stays mastered only if everything it builds on still is. */
export function consistentMastery<S extends string>(map: SkillMap<S>, mastered: ReadonlySet<S>): Set<S> {
  const kept = new Set<S>();
  for (const skill of learningOrder(map)) {
    if (mastered.has(skill) && prerequisitesOf(map, skill).every((prerequisite) => kept.has(prerequisite))) kept.add(skill);
  }
  return kept;
}
