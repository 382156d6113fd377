import { useId } from 'react';
import { useT } from '../../../shared/i18n';
import { newOption, type ItemDraft } from '../lib/quiz-draft';
import { quizMessages } from '../messages/quiz.messages';

interface ChoiceOptionsEditorProps {
  readonly item: ItemDraft;
  readonly onChange: (patch: Partial<ItemDraft>) => void;
  /** Whether each option's explanation is edited here too; a key correction changes only which options are right. */
  readonly withExplanations?: boolean;
}

/**
 * The options of a choice item, each with its "correct" mark: a radio for one right answer, checkboxes for several.
 * A true/false item's two options are fixed; only which one is right changes. Each option may say why picking it is
 * right or wrong, which the learner reads once answered.
 */
export function ChoiceOptionsEditor({ item, onChange, withExplanations = true }: ChoiceOptionsEditorProps) {
  const t = useT(quizMessages);
  const group = useId();
  const single = item.kind !== 'multiple_choice';
  const fixed = item.kind === 'true_false';

  const changeOption = (optionId: string, change: Partial<ItemDraft['options'][number]>) =>
    onChange({ options: item.options.map((other) => (other.optionId === optionId ? { ...other, ...change } : other)) });

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
              onChange={(event) => changeOption(option.optionId, { text: event.target.value })}
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
            {withExplanations && (
              <div className="option-explanation">
                <label className="field-label" htmlFor={`${group}-${option.optionId}-why`}>
                  {t('optionExplanation', { number })}
                </label>
                <textarea
                  id={`${group}-${option.optionId}-why`}
                  className="input"
                  rows={1}
                  maxLength={1000}
                  value={option.explanation ?? ''}
                  onChange={(event) => changeOption(option.optionId, { explanation: event.target.value })}
                />
              </div>
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
