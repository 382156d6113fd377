import { useState, type FormEvent } from 'react';
import { Field } from './field';
import './search-box.css';

interface SearchBoxProps {
  /** Each already in the reader's language. */
  readonly label: string;
  readonly hint: string;
  readonly buttonLabel: string;
  /** The words searched for now, as the address holds them. */
  readonly words: string | undefined;
  readonly onSearch: (words: string | undefined) => void;
}

/**
 * The words to look for; searching on submit rather than per keystroke keeps the address and history tidy. A page
 * keys the box by `words`, so back and forward (which change the address under it) start it afresh with their words.
 */
export function SearchBox({ label, hint, buttonLabel, words, onSearch }: SearchBoxProps) {
  const [text, setText] = useState(words ?? '');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = text.trim();
    onSearch(trimmed === '' ? undefined : trimmed);
  };

  return (
    <form role="search" className="search-box" onSubmit={submit}>
      <Field label={label} hint={hint}>
        {(control) => (
          <input {...control} className="input" type="search" name="q" maxLength={100} value={text} onChange={(event) => setText(event.target.value)} />
        )}
      </Field>
      <button type="submit" className="button">
        {buttonLabel}
      </button>
    </form>
  );
}
