import { quizItemKinds, type Skill } from '@pathwise/contracts';
import { useT } from '../../../shared/i18n';
import { Field } from '../../../shared/ui/field';
import { withKind, type ItemDraft } from '../lib/quiz-draft';
import { contentMessages } from '../messages/content.messages';
import { quizMessages } from '../messages/quiz.messages';
import { ChoiceOptionsEditor } from './choice-options-editor';
import { NumericAnswerEditor } from './numeric-answer-editor';
import { SkillPicker } from './skill-picker';

interface QuizItemEditorProps {
  readonly item: ItemDraft;
  readonly number: number;
  readonly skills: readonly Skill[];
  readonly canRemove: boolean;
  readonly onChange: (item: ItemDraft) => void;
  readonly onRemove: () => void;
}

/** One question: its kind, prompt, options, accepted answers or expected number, the right answer, skills, difficulty and why. */
export function QuizItemEditor({ item, number, skills, canRemove, onChange, onRemove }: QuizItemEditorProps) {
  const t = useT(quizMessages);
  const content = useT(contentMessages);
  const patch = (changes: Partial<ItemDraft>) => onChange({ ...item, ...changes });

  return (
    <fieldset className="block-editor">
      <legend>{t('item', { number })}</legend>
      <Field label={t('kind')}>
        {(control) => (
          <select {...control} className="input select" value={item.kind} onChange={(event) => {
            const kind = quizItemKinds.find((candidate) => candidate === event.target.value);
            if (kind) onChange(withKind(item, kind, { true: t('true'), false: t('false') }));
          }}>
            {quizItemKinds.map((kind) => (
              <option key={kind} value={kind}>
                {t(`kind_${kind}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t('prompt')}>
        {(control) => <textarea {...control} className="input" rows={2} maxLength={2000} value={item.prompt} onChange={(event) => patch({ prompt: event.target.value })} />}
      </Field>
      {item.kind === 'short_answer' ? (
        <Field label={t('acceptedAnswers')} hint={t('acceptedHint')}>
          {(control) => <textarea {...control} className="input" rows={3} value={item.acceptedAnswers} onChange={(event) => patch({ acceptedAnswers: event.target.value })} />}
        </Field>
      ) : item.kind === 'numeric' ? (
        <NumericAnswerEditor numeric={item.numeric} onChange={(numeric) => patch({ numeric })} />
      ) : (
        <ChoiceOptionsEditor item={item} onChange={patch} />
      )}
      <SkillPicker legend={t('itemSkills')} skills={skills} selected={item.skillIds} onChange={(skillIds) => patch({ skillIds })} emptyText={content('noSkills')} />
      <Field label={t('difficulty')} hint={t('difficultyHint')}>
        {(control) => <input {...control} className="input" type="number" min={-4} max={4} step={0.1} value={item.difficulty} onChange={(event) => patch({ difficulty: event.target.value })} />}
      </Field>
      <Field label={t('explanation')} hint={t('explanationHint')}>
        {(control) => <textarea {...control} className="input" rows={2} maxLength={2000} value={item.explanation} onChange={(event) => patch({ explanation: event.target.value })} />}
      </Field>
      {canRemove && (
        <button type="button" className="button button-secondary" onClick={onRemove}>
          {t('removeItem', { number })}
        </button>
      )}
    </fieldset>
  );
}
