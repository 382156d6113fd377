import { COURSE_COMPLETED_XP, type CoursePlayerResponse } from '@pathwise/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useT } from '../../../shared/i18n';
import { getLearnerProfileQueryOptions, weakestSkills } from '../../adaptive';
import { getCatalogueQueryOptions, getCourseQueryOptions } from '../../courses';
import { useAuth } from '../../identity';
import { relatedCourses } from '../lib/related-courses';
import { completionMessages } from '../messages/completion.messages';

interface CompletionViewProps {
  readonly course: CoursePlayerResponse;
}

/**
 * A finished course's moment (every lesson completed, every quiz passed): what the learner mastered, the XP it
 * earned, and what to do next: skills to review, and courses related by their tags or their creator.
 */
export function CompletionView({ course }: CompletionViewProps) {
  const t = useT(completionMessages);
  const heading = useRef<HTMLHeadingElement>(null);
  // Arriving here is a change of page for a keyboard or screen-reader user: they land on what it says.
  useEffect(() => heading.current?.focus(), []);
  const lessonCount = course.modules.reduce((sum, module) => sum + module.lessons.length, 0);
  const quizCount = course.modules.reduce((sum, module) => sum + module.quizzes.length, 0);

  return (
    <section className="completion-view" aria-labelledby="completion-heading">
      <p className="completion-mark" aria-hidden="true">
        ✓
      </p>
      <h2 id="completion-heading" ref={heading} tabIndex={-1}>
        {t('heading')}
      </h2>
      <p className="completion-course">{t('finished', { title: course.title })}</p>
      <dl className="completion-figures">
        <div>
          <dt>{t('xpLabel')}</dt>
          <dd>{t('xpValue', { xp: COURSE_COMPLETED_XP })}</dd>
        </div>
        <div>
          <dt>{t('lessonsLabel')}</dt>
          <dd>{lessonCount}</dd>
        </div>
        <div>
          <dt>{t('quizzesLabel')}</dt>
          <dd>{quizCount}</dd>
        </div>
      </dl>
      <CourseSkills course={course} />
      <NextCourses courseId={course.courseId} />
    </section>
  );
}

/** The course's skills the learner has mastered, and the weakest of the rest to review, from their learner profile. */
function CourseSkills({ course }: CompletionViewProps) {
  const t = useT(completionMessages);
  const userId = useAuth().user?.uid ?? '';
  const profile = useQuery({ ...getLearnerProfileQueryOptions(userId), enabled: userId !== '' });
  const skills = profile.data?.skills.filter((skill) => skill.courseId === course.courseId) ?? [];
  const mastered = skills.filter((skill) => skill.level === 'mastered');
  const toReview = weakestSkills(skills, 3);

  return (
    <section className="completion-section" aria-labelledby="completion-skills">
      <h3 id="completion-skills">{t('skillsHeading')}</h3>
      {profile.isPending && userId !== '' && <p role="status">{t('skillsLoading')}</p>}
      {profile.isError && <p>{t('skillsUnavailable')}</p>}
      {profile.data && mastered.length > 0 && (
        <ul className="completion-skills">
          {mastered.map((skill) => (
            <li key={skill.skillId}>
              <span aria-hidden="true">★ </span>
              {skill.skillName}
            </li>
          ))}
        </ul>
      )}
      {profile.data && mastered.length === 0 && <p>{t('noSkillMastered')}</p>}
      {toReview.length > 0 && (
        <p>
          {t('review', { skills: toReview.join(', ') })} <Link to="/progress">{t('toProgress')}</Link>
        </p>
      )}
    </section>
  );
}

/** Other courses of the catalogue, those sharing this one's tags or creator first. */
function NextCourses({ courseId }: { readonly courseId: string }) {
  const t = useT(completionMessages);
  const detail = useQuery(getCourseQueryOptions(courseId));
  const catalogue = useQuery(getCatalogueQueryOptions({ sort: 'popular' }));
  const finished = detail.data ? { courseId, tags: detail.data.course.tags, creatorId: detail.data.course.creatorId } : null;
  const next = finished && catalogue.data ? relatedCourses(finished, catalogue.data.items) : [];

  return (
    <section className="completion-section" aria-labelledby="completion-next">
      <h3 id="completion-next">{t('nextHeading')}</h3>
      {next.length > 0 && (
        <ul className="completion-courses">
          {next.map((card) => (
            <li key={card.courseId}>
              <Link to="/courses/$courseId" params={{ courseId: card.courseId }}>
                {card.title}
              </Link>
              {card.subtitle && <span className="field-hint"> {card.subtitle}</span>}
            </li>
          ))}
        </ul>
      )}
      <p className="completion-actions">
        <Link to="/courses" className="button">
          {t('browse')}
        </Link>
        <Link to="/my-courses" className="button button-secondary">
          {t('myCourses')}
        </Link>
      </p>
    </section>
  );
}
