import { useId } from 'react';
import { useT } from '../../../shared/i18n';
import { quizPlayerMessages } from '../messages/quiz-player.messages';

interface NumericAnswerInputProps {
  readonly unit: string;
  readonly value: string;
  readonly locked: boolean;
  readonly onChange: (text: string) => void;
}

/**
 * A number typed as text, so that a decimal comma or a fraction such as 3/4 survives (a number input would drop
 * them); phones open their decimal keypad, and the unit stands beside the box and is read with its label.
 */
export function NumericAnswerInput({ unit, value, locked, onChange }: NumericAnswerInputProps) {
  const t = useT(quizPlayerMessages);
  const id = useId();
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {unit ? t('yourNumberIn', { unit }) : t('yourNumber')}
      </label>
      <p id={`${id}-hint`} className="field-hint">
        {t('numberHint')}
      </p>
      <span className="numeric-answer">
        <input
          id={id}
          className="input"
          inputMode="decimal"
          autoComplete="off"
          aria-describedby={`${id}-hint`}
          maxLength={100}
          readOnly={locked}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
        {unit && (
          <span className="numeric-answer-unit" aria-hidden="true">
            {unit}
          </span>
        )}
      </span>
    </div>
  );
}
