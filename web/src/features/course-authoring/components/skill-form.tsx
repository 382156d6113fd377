import type { Skill } from '@pathwise/contracts';
import { useState, type FormEvent } from 'react';
import { useT } from '../../../shared/i18n';
import { Field } from '../../../shared/ui/field';
import { useDefineSkill } from '../api/define-skill';
import { useEditedCourse } from '../lib/editor-context';
import { useWriteForm } from '../lib/use-write-form';
import { editorMessages } from '../messages/editor.messages';
import { SkillPicker } from './skill-picker';
import { WriteFeedback } from './write-feedback';

const FIELDS = ['name', 'prerequisiteIds'] as const;

interface SkillFormProps {
  /** The skill being changed, or null for a new one. */
  readonly skill: Skill | null;
  readonly onDone: () => void;
}

/** A skill's name and the skills it builds on, picked from the course's other skills. */
export function SkillForm({ skill, onDone }: SkillFormProps) {
  const t = useT(editorMessages);
  const course = useEditedCourse();
  const define = useDefineSkill();
  const form = useWriteForm(FIELDS);
  const [skillId] = useState(() => skill?.skillId ?? crypto.randomUUID());
  const [name, setName] = useState(skill?.name ?? '');
  const [prerequisiteIds, setPrerequisiteIds] = useState<string[]>(() => [...(skill?.prerequisiteIds ?? [])]);
  const others = course.skills.filter((other) => other.skillId !== skillId);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (define.isPending) return;
    form.start();
    define.mutate(
      { courseId: course.courseId, skillId, name, prerequisiteIds: prerequisiteIds.filter((id) => others.some((other) => other.skillId === id)), expectedVersion: course.version },
      form.outcome(onDone),
    );
  };

  return (
    <form className="form editor-subform" noValidate onSubmit={submit} aria-busy={define.isPending}>
      <Field label={t('skillName')} error={form.errors.fieldErrors.name}>
        {(control) => (
          <input {...control} ref={form.errors.register('name')} className="input" maxLength={120} value={name} onChange={(event) => {
            setName(event.target.value);
            form.edited('name');
          }} />
        )}
      </Field>
      <SkillPicker legend={t('prerequisites')} skills={others} selected={prerequisiteIds} onChange={setPrerequisiteIds} emptyText={t('noOtherSkills')} />
      {form.errors.fieldErrors.prerequisiteIds && <p className="field-error">{form.errors.fieldErrors.prerequisiteIds}</p>}
      <div className="form-actions">
        <button type="submit" className="button" aria-disabled={define.isPending}>
          {t('saveSkill')}
        </button>
        <button type="button" className="button button-secondary" onClick={onDone}>
          {t('cancel')}
        </button>
      </div>
      <WriteFeedback status={form.status} formError={form.errors.formError} />
    </form>
  );
}
