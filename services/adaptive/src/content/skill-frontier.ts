import type { SkillMasteryLevel } from '../mastery/mastery-level.js';

/**
 * The ready-to-learn frontier (ADR 12) over a course's skill prerequisite graph: the skills not yet
 * mastered whose prerequisites are at least proficient (knowledge-space theory's "outer fringe", Doignon and
 * Falmagne; proficient rather than mastered, so a learner moves on before the last few percent).
 *
 * Creators draw the graph by hand, so it may be wrong: prerequisites unknown to the course are ignored, and skills
 * that require each other in a cycle are treated as one unit, learnt together once the unit's outside
 * prerequisites are met. The frontier is therefore never empty while something is left to learn.
 */
export interface SkillNode {
  readonly skillId: string;
  readonly name: string;
  readonly prerequisiteIds: readonly string[];
}

/** Mastery levels by skill id; a skill missing from the map has not been started. */
export type SkillLevels = ReadonlyMap<string, SkillMasteryLevel>;

export interface FrontierSkill {
  readonly skillId: string;
  readonly name: string;
  /** The prerequisites (outside its cycle, if any) that are met, by name, in the graph's order. */
  readonly metPrerequisites: readonly string[];
}

const levelOf = (levels: SkillLevels, skillId: string): SkillMasteryLevel => levels.get(skillId) ?? 'not_started';

export const isAtLeastProficient = (level: SkillMasteryLevel): boolean =>
  level === 'proficient' || level === 'mastered';

/** The prerequisite graph restricted to known skills, without duplicates or self-loops. */
export function prerequisiteGraph(skills: readonly SkillNode[]): ReadonlyMap<string, readonly string[]> {
  const known = new Set(skills.map((skill) => skill.skillId));
  return new Map(
    skills.map((skill) => [
      skill.skillId,
      [...new Set(skill.prerequisiteIds)].filter((id) => id !== skill.skillId && known.has(id)),
    ]),
  );
}

/** Every skill reachable from `start` through prerequisites, `start` excluded unless it lies on a cycle. */
export function ancestorsOf(graph: ReadonlyMap<string, readonly string[]>, start: string): Set<string> {
  const seen = new Set<string>();
  const stack = [...(graph.get(start) ?? [])];
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    if (seen.has(next)) continue;
    seen.add(next);
    stack.push(...(graph.get(next) ?? []));
  }
  return seen;
}

/** The skills on a cycle with `skillId` (its strongly connected component), itself included. */
function cycleUnit(graph: ReadonlyMap<string, readonly string[]>, skillId: string): Set<string> {
  const unit = new Set([skillId]);
  for (const ancestor of ancestorsOf(graph, skillId)) {
    if (ancestorsOf(graph, ancestor).has(skillId)) unit.add(ancestor);
  }
  return unit;
}

/** The skills ready to learn now, in the course's order. */
export function readyToLearn(skills: readonly SkillNode[], levels: SkillLevels): FrontierSkill[] {
  const graph = prerequisiteGraph(skills);
  const names = new Map(skills.map((skill) => [skill.skillId, skill.name]));
  const frontier: FrontierSkill[] = [];
  for (const skill of skills) {
    if (levelOf(levels, skill.skillId) === 'mastered' || frontier.some((f) => f.skillId === skill.skillId)) continue;
    const unit = cycleUnit(graph, skill.skillId);
    const outside = [...unit].flatMap((member) => graph.get(member) ?? []).filter((id) => !unit.has(id));
    const prerequisites = [...new Set(outside)];
    if (!prerequisites.every((id) => isAtLeastProficient(levelOf(levels, id)))) continue;
    frontier.push({
      skillId: skill.skillId,
      name: skill.name,
      metPrerequisites: prerequisites.map((id) => names.get(id) ?? id),
    });
  }
  return frontier;
}

/**
 * The frontier skills that lead to `targetSkillId`: the target itself when it is ready, else the ready skills among
 * its unmet prerequisites, direct or through other unmet ones (a proficient prerequisite is no gap, so the walk stops
 * there). Empty when the target is mastered or unknown.
 */
export function frontierTowards(
  skills: readonly SkillNode[],
  levels: SkillLevels,
  frontier: readonly FrontierSkill[],
  targetSkillId: string,
): FrontierSkill[] {
  const graph = prerequisiteGraph(skills);
  if (!graph.has(targetSkillId)) return [];
  const unmet = (id: string) => !isAtLeastProficient(levelOf(levels, id));
  const unmetGraph = new Map([...graph].map(([id, prerequisites]) => [id, prerequisites.filter(unmet)]));
  const route = ancestorsOf(unmetGraph, targetSkillId).add(targetSkillId);
  return frontier.filter((skill) => route.has(skill.skillId));
}
