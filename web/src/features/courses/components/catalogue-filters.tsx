import { catalogueSorts, courseLevels } from '@pathwise/contracts';
import { languages, useT } from '../../../shared/i18n';
import { Field } from '../../../shared/ui/field';
import type { CatalogueSearch } from '../lib/catalogue-search';
import { catalogueMessages } from '../messages/catalogue.messages';
import { courseCommonMessages } from '../messages/common.messages';

interface CatalogueFiltersProps {
  readonly search: CatalogueSearch;
  /** A changed filter starts again from the first page. */
  readonly onChange: (change: Partial<CatalogueSearch>) => void;
}

const pick = <T extends string>(options: readonly T[], value: string): T | undefined => options.find((option) => option === value);

/** Level, language, free or paid, and the order: each applies as soon as it is chosen. */
export function CatalogueFilters({ search, onChange }: CatalogueFiltersProps) {
  const t = useT(catalogueMessages);
  const common = useT(courseCommonMessages);
  const change = (patch: Partial<CatalogueSearch>) => onChange({ ...patch, page: undefined });
  const filtered = Boolean(search.q || search.level || search.language || search.price);

  return (
    <fieldset className="catalogue-filters">
      <legend className="sr-only">{t('filters')}</legend>
      <Field label={t('level')}>
        {(control) => (
          <select {...control} className="input select" value={search.level ?? ''} onChange={(event) => change({ level: pick(courseLevels, event.target.value) })}>
            <option value="">{t('any')}</option>
            {courseLevels.map((level) => (
              <option key={level} value={level}>
                {common(`level_${level}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t('language')}>
        {(control) => (
          <select {...control} className="input select" value={search.language ?? ''} onChange={(event) => change({ language: pick(languages, event.target.value) })}>
            <option value="">{t('any')}</option>
            {languages.map((language) => (
              <option key={language} value={language}>
                {common(`language_${language}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t('price')}>
        {(control) => (
          <select {...control} className="input select" value={search.price ?? ''} onChange={(event) => change({ price: pick(['free', 'paid'] as const, event.target.value) })}>
            <option value="">{t('any')}</option>
            <option value="free">{t('priceFree')}</option>
            <option value="paid">{t('pricePaid')}</option>
          </select>
        )}
      </Field>
      <Field label={t('sort')}>
        {(control) => (
          <select {...control} className="input select" value={search.sort ?? 'newest'} onChange={(event) => change({ sort: pick(catalogueSorts, event.target.value) })}>
            {catalogueSorts.map((sort) => (
              <option key={sort} value={sort}>
                {t(`sort_${sort}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      {filtered && (
        <button type="button" className="button button-secondary" onClick={() => onChange({ q: undefined, level: undefined, language: undefined, price: undefined, page: undefined })}>
          {t('clear')}
        </button>
      )}
    </fieldset>
  );
}
