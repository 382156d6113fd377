import { useT } from '../../../shared/i18n';
import { useEditedCourse } from '../lib/editor-context';
import { contentMessages } from '../messages/content.messages';
import { ModuleItem } from './module-item';
import { ModuleTitleForm } from './module-title-form';

/** The course's content: modules in order, then a form to add one. */
export function ModulesSection() {
  const t = useT(contentMessages);
  const course = useEditedCourse();
  return (
    <section className="editor-section" aria-labelledby="editor-content-heading">
      <h2 id="editor-content-heading">{t('content')}</h2>
      {course.modules.length === 0 && <p className="field-hint">{t('noModules')}</p>}
      <ol className="module-list">
        {course.modules.map((module, index) => (
          <ModuleItem key={module.moduleId} module={module} number={index + 1} />
        ))}
      </ol>
      <ModuleTitleForm module={null} />
    </section>
  );
}
