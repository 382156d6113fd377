import type { CertificateCriteria, CertificateCriteriaResponse, CertificateMasteryRequirement } from '@pathwise/contracts';
import { useId, useState, type FormEvent } from 'react';
import { useFormat, useT } from '../../../shared/i18n';
import { QueryError } from '../../../shared/ui/query-error';
import { adaptiveMessages } from '../../adaptive';
import { useAuth } from '../../identity';
import { useCertificateCriteria } from '../api/get-certificate-criteria';
import { useSaveCertificateCriteria } from '../api/save-certificate-criteria';
import { criteriaMessages } from '../criteria.messages';
import '../certificates.css';
import { CertificateHolders } from './certificate-holders';

type RequiredLevel = CertificateMasteryRequirement['level'];
const requiredLevels: readonly RequiredLevel[] = ['familiar', 'proficient', 'mastered'];

/**
 * The course editor's Certificate section: on or off, the lessons, the quiz score and the skills a certificate asks;
 * then who holds it, where its creator revokes one.
 */
export function CertificateCriteriaSection({ courseId }: { courseId: string }) {
  const t = useT(criteriaMessages);
  const criteria = useCertificateCriteria(courseId);
  // Admins revoke any course's certificates, though the criteria are its authors' alone.
  const isAdmin = useAuth().user?.role === 'admin';
  return (
    <section className="editor-section certificate-criteria" aria-labelledby="editor-certificate-heading">
      <h2 id="editor-certificate-heading">{t('certificate')}</h2>
      <p className="field-hint">{t('intro')}</p>
      {criteria.isPending && <p role="status">{t('loading')}</p>}
      {criteria.isError && <QueryError title={t('couldNotLoad')} error={criteria.error} onRetry={() => void criteria.refetch()} retrying={criteria.isFetching} />}
      {/* The form keeps the author's draft through a save: what was saved is what it shows. */}
      {criteria.data && <CriteriaForm courseId={courseId} answer={criteria.data} />}
      {/* Asked only of the course's authors (whom the criteria answered) and admins: nobody else is shown a refusal. */}
      {(criteria.data || isAdmin) && <CertificateHolders courseId={courseId} />}
    </section>
  );
}

interface Draft {
  enabled: boolean;
  everyLesson: boolean;
  lessonIds: ReadonlySet<string>;
  quizzesCount: boolean;
  minimumScore: string;
  mastery: Readonly<Record<string, RequiredLevel | ''>>;
}

const draftOf = ({ criteria }: CertificateCriteriaResponse): Draft => ({
  enabled: criteria.enabled,
  everyLesson: criteria.requiredLessonIds.length === 0,
  lessonIds: new Set(criteria.requiredLessonIds),
  quizzesCount: criteria.minimumQuizScorePercent !== null,
  minimumScore: String(criteria.minimumQuizScorePercent ?? 80),
  mastery: Object.fromEntries(criteria.masteryRequirements.map((requirement) => [requirement.skillId, requirement.level])),
});

type DraftProblem = 'chooseOneLesson' | 'minimumScoreInvalid';

function criteriaOf(draft: Draft, answer: CertificateCriteriaResponse): CertificateCriteria | DraftProblem {
  const score = Number(draft.minimumScore);
  if (draft.quizzesCount && !(Number.isInteger(score) && score >= 1 && score <= 100)) return 'minimumScoreInvalid';
  // Only lessons the course still has: one removed since is not asked of anybody.
  const lessonIds = answer.lessons.map((lesson) => lesson.lessonId).filter((lessonId) => draft.lessonIds.has(lessonId));
  if (!draft.everyLesson && lessonIds.length === 0) return 'chooseOneLesson';
  return {
    enabled: draft.enabled,
    requiredLessonIds: draft.everyLesson ? [] : lessonIds,
    minimumQuizScorePercent: draft.quizzesCount ? score : null,
    masteryRequirements: answer.skills.flatMap(({ skillId }) => {
      const level = draft.mastery[skillId];
      return level ? [{ skillId, level }] : [];
    }),
  };
}

function CriteriaForm({ courseId, answer }: { courseId: string; answer: CertificateCriteriaResponse }) {
  const t = useT(criteriaMessages);
  const levels = useT(adaptiveMessages);
  const { date } = useFormat();
  const id = useId();
  const [draft, setDraft] = useState<Draft>(() => draftOf(answer));
  const [problem, setProblem] = useState<DraftProblem | null>(null);
  const save = useSaveCertificateCriteria();
  const change = (patch: Partial<Draft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setProblem(null);
    save.reset();
  };
  const toggleLesson = (lessonId: string, chosen: boolean) => {
    const lessonIds = new Set(draft.lessonIds);
    if (chosen) lessonIds.add(lessonId);
    else lessonIds.delete(lessonId);
    change({ lessonIds });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const criteria = criteriaOf(draft, answer);
    if (typeof criteria === 'string') {
      setProblem(criteria);
      return;
    }
    save.mutate({ courseId, criteria });
  };

  return (
    <form className="certificate-criteria-form" onSubmit={submit} noValidate>
      <div className="field field-switch">
        <input
          id={`${id}-enabled`}
          className="switch"
          type="checkbox"
          role="switch"
          checked={draft.enabled}
          aria-describedby={`${id}-enabled-hint`}
          onChange={(event) => change({ enabled: event.target.checked })}
        />
        <div>
          <label className="field-label" htmlFor={`${id}-enabled`}>
            {t('enabled')}
          </label>
          <p id={`${id}-enabled-hint`} className="field-hint">
            {t('enabledHint')}
          </p>
        </div>
      </div>
      <fieldset className="certificate-criteria-group" disabled={!draft.enabled}>
        <legend>{t('lessons')}</legend>
        <label className="certificate-choice">
          <input type="radio" name={`${id}-lessons`} checked={draft.everyLesson} onChange={() => change({ everyLesson: true })} /> {t('allLessons')}
        </label>
        <label className="certificate-choice">
          <input type="radio" name={`${id}-lessons`} checked={!draft.everyLesson} onChange={() => change({ everyLesson: false })} /> {t('chosenLessons')}
        </label>
        {answer.lessons.length === 0 && <p className="field-hint">{t('noLessons')}</p>}
        {!draft.everyLesson && (
          <ul className="certificate-criteria-lessons">
            {answer.lessons.map((lesson) => (
              <li key={lesson.lessonId}>
                <label className="certificate-choice">
                  <input type="checkbox" checked={draft.lessonIds.has(lesson.lessonId)} onChange={(event) => toggleLesson(lesson.lessonId, event.target.checked)} />{' '}
                  {lesson.title}
                </label>
              </li>
            ))}
          </ul>
        )}
        {problem === 'chooseOneLesson' && (
          <p className="field-error" role="alert">
            {t('chooseOneLesson')}
          </p>
        )}
      </fieldset>
      <fieldset className="certificate-criteria-group" disabled={!draft.enabled}>
        <legend>{t('quizzes')}</legend>
        <label className="certificate-choice">
          <input type="checkbox" checked={draft.quizzesCount} onChange={(event) => change({ quizzesCount: event.target.checked })} /> {t('quizzesCount')}
        </label>
        {draft.quizzesCount && (
          <div className="field">
            <label className="field-label" htmlFor={`${id}-score`}>
              {t('minimumScore')}
            </label>
            <p id={`${id}-score-hint`} className="field-hint">
              {t('minimumScoreHint')}
            </p>
            <input
              id={`${id}-score`}
              className="input certificate-criteria-score"
              type="number"
              inputMode="numeric"
              min={1}
              max={100}
              step={1}
              value={draft.minimumScore}
              aria-invalid={problem === 'minimumScoreInvalid' ? true : undefined}
              aria-describedby={problem === 'minimumScoreInvalid' ? `${id}-score-hint ${id}-score-error` : `${id}-score-hint`}
              onChange={(event) => change({ minimumScore: event.target.value })}
            />
            {problem === 'minimumScoreInvalid' && (
              <p id={`${id}-score-error`} className="field-error" role="alert">
                {t('minimumScoreInvalid')}
              </p>
            )}
          </div>
        )}
      </fieldset>
      <fieldset className="certificate-criteria-group" disabled={!draft.enabled}>
        <legend>{t('mastery')}</legend>
        <p className="field-hint">{answer.skills.length === 0 ? t('noSkills') : t('masteryHint')}</p>
        {answer.skills.map((skill) => (
          <div className="field certificate-criteria-skill" key={skill.skillId}>
            <label className="field-label" htmlFor={`${id}-skill-${skill.skillId}`}>
              {skill.name}
            </label>
            <select
              id={`${id}-skill-${skill.skillId}`}
              className="input select"
              value={draft.mastery[skill.skillId] ?? ''}
              onChange={(event) => change({ mastery: { ...draft.mastery, [skill.skillId]: event.target.value as RequiredLevel | '' } })}
            >
              <option value="">{t('notRequired')}</option>
              {requiredLevels.map((level) => (
                <option key={level} value={level}>
                  {levels(`level_${level}`)}
                </option>
              ))}
            </select>
          </div>
        ))}
      </fieldset>
      <p className="field-hint">{answer.updatedAt ? t('lastChanged', { date: date(answer.updatedAt, { dateStyle: 'long' }) }) : t('defaults')}</p>
      <div className="form-actions">
        <button type="submit" className="button" aria-disabled={save.isPending}>
          {t('save')}
        </button>
      </div>
      <p className="form-status" role="status">
        {save.isPending ? t('saving') : save.isSuccess ? t('saved') : ''}
      </p>
      {save.isError && <QueryError title={t('couldNotSave')} error={save.error} />}
    </form>
  );
}
