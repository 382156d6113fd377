import type { Skill } from '@pathwise/contracts';
import { useT } from '../../../shared/i18n';
import { coursePageMessages } from '../messages/course-page.messages';

/** The skills the course teaches, each with the skills it builds on (the course's small prerequisite graph). */
export function CourseSkills({ skills }: { readonly skills: readonly Skill[] }) {
  const t = useT(coursePageMessages);
  const names = new Map(skills.map((skill) => [skill.skillId, skill.name]));
  return (
    <section className="course-section" aria-labelledby="course-skills-heading">
      <h2 id="course-skills-heading">{t('master')}</h2>
      {skills.length === 0 ? (
        <p className="courses-status">{t('noSkills')}</p>
      ) : (
        <ul className="course-skills">
          {skills.map((skill) => {
            const prerequisites = skill.prerequisiteIds.map((id) => names.get(id)).filter((name): name is string => Boolean(name));
            return (
              <li key={skill.skillId}>
                <span className="course-skill-name">{skill.name}</span>
                {prerequisites.length > 0 && <span className="course-skill-requires">{t('requires', { skills: prerequisites.join(', ') })}</span>}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
