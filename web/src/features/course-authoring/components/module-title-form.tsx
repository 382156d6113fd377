import { useState, type FormEvent } from 'react';
import { useT } from '../../../shared/i18n';
import { Field } from '../../../shared/ui/field';
import { useAddModule } from '../api/add-module';
import { useRenameModule } from '../api/rename-module';
import { useEditedCourse } from '../lib/editor-context';
import { useWriteForm } from '../lib/use-write-form';
import { contentMessages } from '../messages/content.messages';
import { WriteFeedback } from './write-feedback';

const FIELDS = ['title'] as const;

interface ModuleTitleFormProps {
  /** The module to rename, or null to add a new one. */
  readonly module: { moduleId: string; title: string } | null;
  readonly onDone?: () => void;
}

/** Adds a module, or renames one. */
export function ModuleTitleForm({ module, onDone }: ModuleTitleFormProps) {
  const t = useT(contentMessages);
  const course = useEditedCourse();
  const add = useAddModule();
  const rename = useRenameModule();
  const form = useWriteForm(FIELDS);
  const [title, setTitle] = useState(module?.title ?? '');
  const pending = add.isPending || rename.isPending;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    form.start();
    const base = { courseId: course.courseId, title, expectedVersion: course.version };
    if (module) rename.mutate({ ...base, moduleId: module.moduleId }, form.outcome(onDone));
    else add.mutate({ ...base, moduleId: crypto.randomUUID() }, form.outcome(() => setTitle('')));
  };

  return (
    <form className="form form-inline" noValidate onSubmit={submit} aria-busy={pending}>
      <Field label={module ? t('moduleTitle') : t('newModuleTitle')} error={form.errors.fieldErrors.title}>
        {(control) => <input {...control} ref={form.errors.register('title')} className="input" maxLength={120} value={title} onChange={(event) => {
          setTitle(event.target.value);
          form.edited('title');
        }} />}
      </Field>
      <button type="submit" className="button" aria-disabled={pending}>
        {module ? t('saveTitle') : t('addModule')}
      </button>
      {module && onDone && (
        <button type="button" className="button button-secondary" onClick={onDone}>
          {t('close')}
        </button>
      )}
      <WriteFeedback status={form.status} formError={form.errors.formError} />
    </form>
  );
}
