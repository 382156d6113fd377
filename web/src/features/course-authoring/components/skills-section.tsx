import { useState } from 'react';
import { useT } from '../../../shared/i18n';
import { useRemoveSkill } from '../api/remove-skill';
import { useEditedCourse } from '../lib/editor-context';
import { useWriteForm } from '../lib/use-write-form';
import { editorMessages } from '../messages/editor.messages';
import { SkillForm } from './skill-form';
import { WriteFeedback } from './write-feedback';

const NO_FIELDS = [] as const;

/** The course's skills and their prerequisites; one skill is edited at a time. */
export function SkillsSection() {
  const t = useT(editorMessages);
  const course = useEditedCourse();
  const remove = useRemoveSkill();
  const removal = useWriteForm(NO_FIELDS);
  // 'new' for the form of a new skill, a skill id for an open edit, null when no form is open.
  const [open, setOpen] = useState<string | null>(null);
  const names = new Map(course.skills.map((skill) => [skill.skillId, skill.name]));

  return (
    <section className="editor-section" aria-labelledby="editor-skills-heading">
      <h2 id="editor-skills-heading">{t('skills')}</h2>
      <p className="field-hint">{t('skillsIntro')}</p>
      {course.skills.length === 0 && <p>{t('noSkills')}</p>}
      <ul className="editor-list">
        {course.skills.map((skill) => (
          <li key={skill.skillId} className="editor-list-item">
            {open === skill.skillId ? (
              <SkillForm skill={skill} onDone={() => setOpen(null)} />
            ) : (
              <>
                <span>
                  <strong>{skill.name}</strong>
                  {skill.prerequisiteIds.length > 0 && (
                    <span className="field-hint"> ← {skill.prerequisiteIds.map((id) => names.get(id) ?? id).join(', ')}</span>
                  )}
                </span>
                <span className="editor-item-actions">
                  <button type="button" className="button button-secondary" aria-label={t('editSkill', { name: skill.name })} onClick={() => setOpen(skill.skillId)}>
                    {t('edit')}
                  </button>
                  <button
                    type="button"
                    className="button button-secondary"
                    aria-label={t('removeSkill', { name: skill.name })}
                    aria-disabled={remove.isPending}
                    onClick={() => {
                      if (remove.isPending) return;
                      removal.start();
                      remove.mutate({ courseId: course.courseId, skillId: skill.skillId, expectedVersion: course.version }, removal.outcome());
                    }}
                  >
                    {t('remove')}
                  </button>
                </span>
              </>
            )}
          </li>
        ))}
      </ul>
      <WriteFeedback status={removal.status} formError={removal.errors.formError} />
      {open === 'new' ? (
        <SkillForm skill={null} onDone={() => setOpen(null)} />
      ) : (
        <button type="button" className="button button-secondary" onClick={() => setOpen('new')}>
          {t('addSkill')}
        </button>
      )}
    </section>
  );
}
