import { useState, type FormEvent } from 'react';
import { useT } from '../../../shared/i18n';
import { Field } from '../../../shared/ui/field';
import { catalogueMessages } from '../messages/catalogue.messages';

interface CatalogueSearchBoxProps {
  readonly q: string | undefined;
  readonly onSearch: (q: string | undefined) => void;
}

/**
 * The words to look for; searching on submit rather than per keystroke keeps the address and history tidy. The page
 * keys the box by `q`, so back and forward (which change the address under it) start it afresh with their words.
 */
export function CatalogueSearchBox({ q, onSearch }: CatalogueSearchBoxProps) {
  const t = useT(catalogueMessages);
  const [text, setText] = useState(q ?? '');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = text.trim();
    onSearch(trimmed === '' ? undefined : trimmed);
  };

  return (
    <form role="search" className="catalogue-search" onSubmit={submit}>
      <Field label={t('search')} hint={t('searchHint')}>
        {(control) => (
          <input {...control} className="input" type="search" name="q" maxLength={100} value={text} onChange={(event) => setText(event.target.value)} />
        )}
      </Field>
      <button type="submit" className="button">
        {t('searchButton')}
      </button>
    </form>
  );
}
