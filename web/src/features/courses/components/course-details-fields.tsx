import { courseLevels, currencies } from '@pathwise/contracts';
import { isLanguage, languages, useT } from '../../../shared/i18n';
import { Field } from '../../../shared/ui/field';
import type { CourseDetailsDraft, CourseDetailsField } from '../lib/course-details-draft';
import { useCourseWords } from '../lib/use-course-words';
import { detailsMessages } from '../messages/details.messages';

interface CourseDetailsFieldsProps {
  readonly draft: CourseDetailsDraft;
  readonly onChange: (patch: Partial<CourseDetailsDraft>, field: CourseDetailsField) => void;
  readonly errors: Partial<Record<CourseDetailsField, string>>;
  /** Where each field's control registers, so a failed save can move focus to the first invalid one. */
  readonly register: (field: CourseDetailsField) => (element: HTMLElement | null) => void;
}

/** Title, subtitle, description, language, level, price, currency and tags of a course (the cover is uploaded apart). */
export function CourseDetailsFields({ draft, onChange, errors, register }: CourseDetailsFieldsProps) {
  const t = useT(detailsMessages);
  const words = useCourseWords();
  return (
    <>
      <Field label={t('title')} error={errors.title}>
        {(control) => (
          <input {...control} ref={register('title')} className="input" name="title" required maxLength={120} value={draft.title} onChange={(event) => onChange({ title: event.target.value }, 'title')} />
        )}
      </Field>
      <Field label={t('subtitle')} error={errors.subtitle}>
        {(control) => (
          <input {...control} ref={register('subtitle')} className="input" name="subtitle" maxLength={200} value={draft.subtitle} onChange={(event) => onChange({ subtitle: event.target.value }, 'subtitle')} />
        )}
      </Field>
      <Field label={t('description')} error={errors.description}>
        {(control) => (
          <textarea {...control} ref={register('description')} className="input" name="description" rows={6} maxLength={5000} value={draft.description} onChange={(event) => onChange({ description: event.target.value }, 'description')} />
        )}
      </Field>
      <div className="form-row">
        <Field label={t('language')} error={errors.language}>
          {(control) => (
            <select {...control} ref={register('language')} className="input select" name="language" value={draft.language} onChange={(event) => isLanguage(event.target.value) && onChange({ language: event.target.value }, 'language')}>
              {languages.map((language) => (
                <option key={language} value={language}>
                  {words.languageName(language)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('level')} error={errors.level}>
          {(control) => (
            <select {...control} ref={register('level')} className="input select" name="level" value={draft.level} onChange={(event) => {
              const level = courseLevels.find((option) => option === event.target.value);
              if (level) onChange({ level }, 'level');
            }}>
              {courseLevels.map((level) => (
                <option key={level} value={level}>
                  {words.t(`level_${level}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <div className="form-row">
        <Field label={t('price')} hint={t('priceHint')} error={errors.priceCents}>
          {(control) => (
            <input {...control} ref={register('priceCents')} className="input" name="price" inputMode="decimal" value={draft.price} onChange={(event) => onChange({ price: event.target.value }, 'priceCents')} />
          )}
        </Field>
        <Field label={t('currency')} error={errors.currency}>
          {(control) => (
            <select {...control} ref={register('currency')} className="input select" name="currency" value={draft.currency} onChange={(event) => {
              const currency = currencies.find((option) => option === event.target.value);
              if (currency) onChange({ currency }, 'currency');
            }}>
              {currencies.map((currency) => (
                <option key={currency} value={currency}>
                  {currency}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <Field label={t('tags')} hint={t('tagsHint')} error={errors.tags}>
        {(control) => (
          <input {...control} ref={register('tags')} className="input" name="tags" value={draft.tags} onChange={(event) => onChange({ tags: event.target.value }, 'tags')} />
        )}
      </Field>
    </>
  );
}
