import { useMemo, useState } from 'react';
import type { builderDemoMessages } from './builder-demo.messages';
import { consistentMastery, forget, type SkillMap } from './skill-graph';

export const demoSkills = ['tables', 'averages', 'percentages', 'charts', 'spread', 'correlation', 'sampling'] as const;
export type DemoSkill = (typeof demoSkills)[number];

// Compile-time check that every skill has a name in the catalog.
export type SkillNameKey = DemoSkill & keyof typeof builderDemoMessages.en;

const startingPrerequisites: Partial<Record<DemoSkill, readonly DemoSkill[]>> = {
  averages: ['tables'],
  percentages: ['tables'],
  charts: ['tables', 'percentages'],
  spread: ['averages'],
  correlation: ['charts', 'spread'],
  sampling: ['percentages'],
};

/** The builder's state: the skill map the creator edits, and the sample learner's mastered skills. */
export function useBuilderState() {
  const [included, setIncluded] = useState<ReadonlySet<DemoSkill>>(() => new Set(demoSkills));
  const [prerequisites, setPrerequisites] = useState(startingPrerequisites);
  const [masteredRaw, setMastered] = useState<ReadonlySet<DemoSkill>>(() => new Set());

  const map: SkillMap<DemoSkill> = useMemo(
    () => ({ skills: demoSkills.filter((skill) => included.has(skill)), prerequisites }),
    [included, prerequisites],
  );
  // Editing the map can take away what a mastered skill rested on; mastery is re-derived rather than patched.
  const mastered = useMemo(() => consistentMastery(map, masteredRaw), [map, masteredRaw]);

  return {
    map,
    mastered,
    toggleSkill(skill: DemoSkill) {
      const next = new Set(included);
      if (next.has(skill)) {
        next.delete(skill);
        // A removed skill takes its links with it, so putting it back cannot revive a loop through it.
        setPrerequisites((current) =>
          Object.fromEntries(
            Object.entries(current)
              .filter(([owner]) => owner !== skill)
              .map(([owner, list]) => [owner, (list ?? []).filter((candidate) => candidate !== skill)]),
          ),
        );
      } else {
        next.add(skill);
      }
      setIncluded(next);
    },
    togglePrerequisite(skill: DemoSkill, prerequisite: DemoSkill) {
      setPrerequisites((current) => {
        const list = current[skill] ?? [];
        return {
          ...current,
          [skill]: list.includes(prerequisite) ? list.filter((candidate) => candidate !== prerequisite) : [...list, prerequisite],
        };
      });
    },
    master(skill: DemoSkill) {
      setMastered(new Set([...mastered, skill]));
    },
    forget(skill: DemoSkill) {
      setMastered(forget(map, mastered, skill));
    },
    reset() {
      setIncluded(new Set(demoSkills));
      setPrerequisites(startingPrerequisites);
      setMastered(new Set());
    },
  };
}

export type BuilderState = ReturnType<typeof useBuilderState>;
