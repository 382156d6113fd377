import type { Skill } from '@pathwise/contracts';

interface SkillPickerProps {
  readonly legend: string;
  readonly skills: readonly Skill[];
  readonly selected: readonly string[];
  readonly onChange: (skillIds: string[]) => void;
  /** Said instead of an empty group when there is nothing to pick. */
  readonly emptyText: string;
}

/** Picks among the course's existing skills, as a group of checkboxes: keyboard and screen-reader friendly. */
export function SkillPicker({ legend, skills, selected, onChange, emptyText }: SkillPickerProps) {
  const toggle = (skillId: string, on: boolean) =>
    onChange(on ? [...selected, skillId] : selected.filter((id) => id !== skillId));
  return (
    <fieldset className="skill-picker">
      <legend className="field-label">{legend}</legend>
      {skills.length === 0 ? (
        <p className="field-hint">{emptyText}</p>
      ) : (
        skills.map((skill) => (
          <label key={skill.skillId} className="checkbox-label">
            <input type="checkbox" checked={selected.includes(skill.skillId)} onChange={(event) => toggle(skill.skillId, event.target.checked)} />
            {skill.name}
          </label>
        ))
      )}
    </fieldset>
  );
}
