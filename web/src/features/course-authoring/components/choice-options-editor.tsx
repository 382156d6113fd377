import { useId } from 'react';
import { useT } from '../../../shared/i18n';
import { newOption, type ItemDraft } from '../lib/quiz-draft';
import { quizMessages } from '../messages/quiz.messages';

interface ChoiceOptionsEditorProps {
  readonly item: ItemDraft;
  readonly onChange: (patch: Partial<ItemDraft>) => void;
}

/**
 * The options of a choice item, each with its "correct" mark: a radio for one right answer, checkboxes for several.
 * A true/false item's two options are fixed; only which one is right changes.
 */
export function ChoiceOptionsEditor({ item, onChange }: ChoiceOptionsEditorProps) {
  const t = useT(quizMessages);
  const group = useId();
  const single = item.kind !== 'multiple_choice';
  const fixed = item.kind === 'true_false';

  const mark = (optionId: string, on: boolean) =>
    onChange({
      correctOptionIds: single ? (on ? [optionId] : []) : on ? [...item.correctOptionIds, optionId] : item.correctOptionIds.filter((id) => id !== optionId),
    });

  return (
    <fieldset className="options-editor">
      <legend className="field-label">{t('options')}</legend>
      {item.options.map((option, index) => {
        const number = index + 1;
        return (
          <div key={option.optionId} className="option-row">
            <label className="sr-only" htmlFor={`${group}-${option.optionId}`}>
              {t('optionText', { number })}
            </label>
            <input
              id={`${group}-${option.optionId}`}
              className="input"
              maxLength={500}
              readOnly={fixed}
              value={option.text}
              onChange={(event) => onChange({ options: item.options.map((other) => (other.optionId === option.optionId ? { ...other, text: event.target.value } : other)) })}
            />
            <label className="checkbox-label">
              <input
                type={single ? 'radio' : 'checkbox'}
                name={`${group}-correct`}
                checked={item.correctOptionIds.includes(option.optionId)}
                onChange={(event) => mark(option.optionId, event.target.checked)}
                aria-label={t('correctOption', { number })}
              />
              {t('correct')}
            </label>
            {!fixed && item.options.length > 2 && (
              <button
                type="button"
                className="button button-secondary"
                onClick={() => onChange({ options: item.options.filter((other) => other.optionId !== option.optionId), correctOptionIds: item.correctOptionIds.filter((id) => id !== option.optionId) })}
              >
                {t('removeOption', { number })}
              </button>
            )}
          </div>
        );
      })}
      {!fixed && item.options.length < 10 && (
        <button type="button" className="button button-secondary" onClick={() => onChange({ options: [...item.options, newOption()] })}>
          {t('addOption')}
        </button>
      )}
    </fieldset>
  );
}
