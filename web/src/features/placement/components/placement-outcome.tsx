import type { CoursePlayerResponse, PlacementTestResponse } from '@pathwise/contracts';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useT } from '../../../shared/i18n';
import { placementMessages } from '../messages/placement.messages';

type Outcome = NonNullable<PlacementTestResponse['outcome']>;

interface PlacementOutcomeProps {
  readonly test: PlacementTestResponse;
  readonly outcome: Outcome;
  /** The course as the player shows it: skill and lesson names, in the course's order. */
  readonly course: CoursePlayerResponse;
}

const stopKeys = { 'se-target': 'stopSeTarget', 'max-items': 'stopMaxItems', 'bank-exhausted': 'stopBankExhausted' } as const;

/** The test's verdict: each skill's result, the lessons the learner may skip, and the way back to the course. */
export function PlacementOutcome({ test, outcome, course }: PlacementOutcomeProps) {
  const t = useT(placementMessages);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The form that had the focus is gone: the verdict takes it, as a new page would.
  useEffect(() => headingRef.current?.focus(), []);

  const skillName = new Map(course.skills.map((skill) => [skill.skillId, skill.name]));
  const skipped = new Set(outcome.skippedLessonIds);
  const skippable = course.modules.flatMap((module) => module.lessons.filter((lesson) => skipped.has(lesson.lessonId)));

  return (
    <section className="placement-outcome" aria-labelledby="placement-outcome-heading">
      <h2 id="placement-outcome-heading" ref={headingRef} tabIndex={-1}>
        {t('outcomeHeading')}
      </h2>
      <p>{t(stopKeys[outcome.stopReason], { count: test.itemsAnswered })}</p>

      <h3 id="placement-skip-heading">{t('skipHeading')}</h3>
      {skippable.length === 0 ? (
        <p>{t('skipNone')}</p>
      ) : (
        <>
          <ul className="placement-skip-list" aria-labelledby="placement-skip-heading">
            {skippable.map((lesson) => (
              <li key={lesson.lessonId}>{lesson.title}</li>
            ))}
          </ul>
          <p className="field-hint">{t('skipHint')}</p>
        </>
      )}

      <h3 id="placement-skills-heading">{t('skillsHeading')}</h3>
      {outcome.skills.length === 0 ? (
        <p>{t('noSkills')}</p>
      ) : (
        <ul className="placement-skills" aria-labelledby="placement-skills-heading">
          {outcome.skills.map((skill) => (
            <li key={skill.skillId}>
              <span className="placement-skill-name">{skillName.get(skill.skillId) ?? t('skillUnnamed', { id: skill.skillId })}</span>{' '}
              <span className="placement-skill-verdict">{skill.mastered ? `✓ ${t('skillMastered')}` : t('skillNotYet')}</span>
              <span className="field-hint">
                {t('skillScore', { correct: skill.correct, answered: skill.answered, percent: Math.round(skill.probabilityMastered * 100) })}
              </span>
            </li>
          ))}
        </ul>
      )}

      <div className="form-actions">
        <Link to="/courses/$courseId/view" params={{ courseId: course.courseId }} className="button">
          {t('toPlayer')}
        </Link>
      </div>
    </section>
  );
}
