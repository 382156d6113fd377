import type { SkillMastery } from '@pathwise/contracts';
import { useId, useState } from 'react';
import { useFormat, useT } from '../../../shared/i18n';
import { usePercent } from '../lib/use-percent';
import { adaptiveMessages } from '../messages/adaptive.messages';
import { dashboardMessages } from '../messages/dashboard.messages';

/** Each skill with its legible level and, one button away, why it has that level and which answers moved it. */
export function SkillList({ skills }: { readonly skills: readonly SkillMastery[] }) {
  const t = useT(dashboardMessages);
  const headingId = useId();
  return (
    <section className="adaptive-card" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('skillsHeading')}</h2>
      {skills.length === 0 ? (
        <p>{t('noSkills')}</p>
      ) : (
        <ul className="adaptive-skills">
          {skills.map((skill) => (
            <SkillItem key={`${skill.courseId}/${skill.skillId}`} skill={skill} />
          ))}
        </ul>
      )}
    </section>
  );
}

function SkillItem({ skill }: { readonly skill: SkillMastery }) {
  const t = useT(dashboardMessages);
  const words = useT(adaptiveMessages);
  const percent = usePercent();
  const format = useFormat();
  const whyId = useId();
  const [open, setOpen] = useState(false);
  const level = words(`level_${skill.level}`);
  return (
    <li className="adaptive-skill" data-level={skill.level}>
      <div className="adaptive-skill-summary">
        <span className="adaptive-skill-name">{skill.skillName}</span>
        <span className="adaptive-level">{level}</span>
        {skill.attempts > 0 && <span className="adaptive-muted">{t('chance', { percent: percent(skill.probability) })}</span>}
        <button
          type="button"
          className="button button-secondary adaptive-why-button"
          aria-expanded={open}
          aria-controls={whyId}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? t('hideWhy') : t('whyButton', { level })}
        </button>
      </div>
      <div id={whyId} className="adaptive-why" hidden={!open}>
        {open && (
          <>
            <p>{skill.why}</p>
            <p className="adaptive-muted">
              {t('attemptsSummary', { correct: skill.correct, attempts: skill.attempts, confidence: percent(skill.confidence) })}
            </p>
            {skill.nextReviewAt && <p>{t('nextReview', { date: format.date(skill.nextReviewAt) })}</p>}
            {skill.evidence.length > 0 && (
              <>
                <h3>{t('evidenceHeading')}</h3>
                <ul>
                  {skill.evidence.map((evidence) => (
                    <li key={evidence.attemptId + evidence.itemId}>
                      {t(evidence.correct ? 'evidenceRight' : 'evidenceWrong', {
                        item: evidence.itemId,
                        before: percent(evidence.before),
                        after: percent(evidence.after),
                      })}
                    </li>
                  ))}
                </ul>
              </>
            )}
          </>
        )}
      </div>
    </li>
  );
}
