import { useState } from 'react';
import { useT } from '../../../shared/i18n';
import { Field } from '../../../shared/ui/field';
import { numericProblems, type NumericDraft } from '../lib/quiz-draft';
import { quizMessages } from '../messages/quiz.messages';

interface NumericAnswerEditorProps {
  readonly numeric: NumericDraft;
  readonly onChange: (numeric: NumericDraft) => void;
  /** The server's refusal of the whole key, when it names no one field here. */
  readonly error?: string | undefined;
}

const fields = ['value', 'tolerance', 'unit'] as const;

/** The expected number of a numeric item, how far off an answer may be, and its unit; each field says what is wrong. */
export function NumericAnswerEditor({ numeric, onChange, error }: NumericAnswerEditorProps) {
  const t = useT(quizMessages);
  // A field that is still being typed into is not wrong yet: its problem shows once the author leaves it.
  const [left, setLeft] = useState<ReadonlySet<keyof NumericDraft>>(new Set());
  const problems = numericProblems(numeric);
  const labels = { value: t('numericValue'), tolerance: t('numericTolerance'), unit: t('numericUnit') };
  const hints = { value: t('numericValueHint'), tolerance: t('numericToleranceHint'), unit: t('numericUnitHint') };

  return (
    <>
      <div className="form-row">
        {fields.map((field) => {
          const problem = problems[field];
          return (
            <Field key={field} label={labels[field]} hint={hints[field]} error={problem && left.has(field) ? t(problem) : undefined}>
              {(control) => (
                <input
                  {...control}
                  className="input"
                  inputMode={field === 'unit' ? 'text' : 'decimal'}
                  maxLength={40}
                  value={numeric[field]}
                  onChange={(event) => onChange({ ...numeric, [field]: event.target.value })}
                  onBlur={() => setLeft((current) => new Set(current).add(field))}
                />
              )}
            </Field>
          );
        })}
      </div>
      {error && <p className="field-error">{error}</p>}
    </>
  );
}
