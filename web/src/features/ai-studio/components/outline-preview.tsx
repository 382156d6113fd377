import type { DraftOutlineResponse, SourceReference } from '@pathwise/contracts';
import { useT } from '../../../shared/i18n';
import { removeLesson, removeModule, renameLesson, renameModule, untitled, type EditableModule } from '../lib/outline-edits';
import { outlineMessages } from '../messages/outline.messages';

interface OutlinePreviewProps {
  readonly drafted: DraftOutlineResponse;
  readonly modules: readonly EditableModule[];
  readonly onChange: (modules: EditableModule[]) => void;
}

/** The drafted outline as a list of titles to rename or remove, each lesson naming the pages of the material it is from. */
export function OutlinePreview({ drafted, modules, onChange }: OutlinePreviewProps) {
  const t = useT(outlineMessages);
  const missing = untitled(modules);
  const where = (sources: readonly SourceReference[]) =>
    [...new Set(sources.map((source) => (source.page === null ? t('sourceIn', { file: source.file }) : t('sourceAt', { file: source.file, page: source.page }))))].join('; ');
  return (
    <section className="outline-preview" aria-labelledby="outline-preview-heading">
      <h3 id="outline-preview-heading">{t('previewHeading')}</h3>
      <p className="field-hint">{t('previewIntro')}</p>
      <p role="status">{t('creditsLeft', { spent: drafted.creditsSpent, left: drafted.creditsLeft })}</p>
      {modules.length === 0 ? (
        <p>{t('emptyOutline')}</p>
      ) : (
        <ol className="outline-modules">
          {modules.map((module, moduleIndex) => (
            <li key={module.key} className="outline-module">
              <div className="outline-row">
                <label className="field-label" htmlFor={`${module.key}-title`}>
                  {t('moduleTitle', { number: moduleIndex + 1 })}
                </label>
                <input
                  id={`${module.key}-title`}
                  className="input"
                  maxLength={120}
                  value={module.title}
                  aria-invalid={missing.has(module.key) || undefined}
                  aria-describedby={missing.has(module.key) ? `${module.key}-error` : undefined}
                  onChange={(event) => onChange(renameModule(modules, module.key, event.target.value))}
                />
                <button type="button" className="button button-secondary" aria-label={`${t('removeModule')}: ${module.title}`} onClick={() => onChange(removeModule(modules, module.key))}>
                  {t('removeModule')}
                </button>
                {missing.has(module.key) && (
                  <p id={`${module.key}-error`} className="field-error">
                    {t('titleNeeded')}
                  </p>
                )}
              </div>
              <ol className="outline-lessons">
                {module.lessons.map((lesson) => (
                  <li key={lesson.key} className="outline-row">
                    <label className="sr-only" htmlFor={`${lesson.key}-title`}>
                      {t('lessonTitle')}
                    </label>
                    <input
                      id={`${lesson.key}-title`}
                      className="input"
                      maxLength={120}
                      value={lesson.title}
                      aria-invalid={missing.has(lesson.key) || undefined}
                      aria-describedby={`${lesson.key}-facts`}
                      onChange={(event) => onChange(renameLesson(modules, lesson.key, event.target.value))}
                    />
                    <button type="button" className="button button-secondary" aria-label={`${t('removeLesson')}: ${lesson.title}`} onClick={() => onChange(removeLesson(modules, lesson.key))}>
                      {t('removeLesson')}
                    </button>
                    <p id={`${lesson.key}-facts`} className="field-hint">
                      {missing.has(lesson.key) ? `${t('titleNeeded')} ` : ''}
                      {t('lessonFacts', { quizItems: lesson.quizItems.length, sources: where(lesson.sources) })}
                    </p>
                  </li>
                ))}
              </ol>
            </li>
          ))}
        </ol>
      )}
      <p className="field-hint">{t('skillsCount', { count: new Set(modules.flatMap((module) => module.lessons.map((lesson) => lesson.skill))).size })}</p>
    </section>
  );
}
