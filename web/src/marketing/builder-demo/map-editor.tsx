import { useId, useState } from 'react';
import { useT } from '../../shared/i18n';
import { builderDemoMessages } from './builder-demo.messages';
import { demoSkills, type BuilderState, type DemoSkill } from './builder-state';
import { prerequisitesOf, wouldCreateCycle } from './skill-graph';
import { useSkillNames } from './use-skill-names';

/** Steps 1 and 2 of the builder: which skills the course teaches, and what each one builds on. */
export function MapEditor({ state }: { state: BuilderState }) {
  const t = useT(builderDemoMessages);
  const names = useSkillNames();
  const skillsId = useId();
  const prerequisitesId = useId();
  const loopHintId = useId();
  const [chosen, setChosen] = useState<DemoSkill>('correlation');
  const { map } = state;
  // The skill being edited may just have been taken out of the course; fall back to the first one left.
  const editing = map.skills.includes(chosen) ? chosen : map.skills[0];
  const others = map.skills.filter((skill) => skill !== editing);
  const current = editing ? prerequisitesOf(map, editing) : [];

  return (
    <div className="mk-builder-editor">
      <section className="mk-panel" aria-labelledby={skillsId}>
        <h2 id={skillsId}>{t('skillsTitle')}</h2>
        <fieldset className="mk-checks">
          <legend>{t('include')}</legend>
          {demoSkills.map((skill) => (
            <label key={skill} className="mk-check">
              <input type="checkbox" checked={map.skills.includes(skill)} onChange={() => state.toggleSkill(skill)} />
              <span>{names.name(skill)}</span>
            </label>
          ))}
        </fieldset>
      </section>
      <section className="mk-panel" aria-labelledby={prerequisitesId}>
        <h2 id={prerequisitesId}>{t('prerequisitesTitle')}</h2>
        {editing === undefined ? (
          <p>{t('noSkills')}</p>
        ) : (
          <>
            <div className="field">
              <label className="field-label" htmlFor={`${prerequisitesId}-skill`}>
                {t('skillToEdit')}
              </label>
              <select
                id={`${prerequisitesId}-skill`}
                className="input select"
                value={editing}
                onChange={(event) => setChosen(event.target.value as DemoSkill)}
              >
                {map.skills.map((skill) => (
                  <option key={skill} value={skill}>
                    {names.name(skill)}
                  </option>
                ))}
              </select>
            </div>
            <fieldset className="mk-checks" aria-describedby={loopHintId}>
              <legend>{t('buildsOn', { skill: names.name(editing) })}</legend>
              {others.length === 0 && <p>{t('noOtherSkills')}</p>}
              {others.map((skill) => {
                const checked = current.includes(skill);
                const blocked = !checked && wouldCreateCycle(map, editing, skill);
                return (
                  <label key={skill} className="mk-check" data-blocked={blocked}>
                    <input
                      type="checkbox"
                      checked={checked}
                      disabled={blocked}
                      onChange={() => state.togglePrerequisite(editing, skill)}
                    />
                    <span>
                      {names.name(skill)} {blocked && <span className="mk-check-note">{t('loop')}</span>}
                    </span>
                  </label>
                );
              })}
              <p id={loopHintId} className="field-hint">
                {t('loopHint')}
              </p>
            </fieldset>
          </>
        )}
      </section>
    </div>
  );
}
