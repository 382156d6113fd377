import type { CourseAssistantAnswer } from '@pathwise/contracts';
import { Link } from '@tanstack/react-router';
import { useT } from '../../../shared/i18n';
import { aiAssistantMessages } from '../messages';

/** One answer: its text, where it came from (each lesson a link into the player), and what the lessons do not support. */
export function AssistantAnswer({ answer }: { readonly answer: CourseAssistantAnswer }) {
  const t = useT(aiAssistantMessages);
  return (
    <div className="ai-assistant-answer" data-covered={answer.covered ? 'true' : 'false'}>
      <p className="ai-assistant-label">{answer.covered ? t('answer') : t('notCovered')}</p>
      <p className="ai-assistant-text">{answer.answer}</p>
      {answer.unsupported.length > 0 && (
        <div className="ai-assistant-unsupported">
          <p>{t('unsupported')}</p>
          <ul>
            {answer.unsupported.map((sentence) => (
              <li key={sentence}>{sentence}</li>
            ))}
          </ul>
        </div>
      )}
      {answer.citations.length > 0 && (
        <>
          <p className="ai-assistant-label">{t('sources')}</p>
          <ol className="ai-assistant-citations">
            {answer.citations.map((citation, index) => (
              <li key={`${citation.lessonId}:${index}`}>
                <Link to="/courses/$courseId/view" params={{ courseId: answer.courseId }} search={{ lesson: citation.lessonId }}>
                  {t('openLesson', { lesson: citation.lessonTitle, module: citation.moduleTitle })}
                </Link>
                <blockquote>{citation.quote}</blockquote>
              </li>
            ))}
          </ol>
        </>
      )}
      {answer.covered && (
        <p className="ai-assistant-provenance">
          {answer.creditsSpent > 0 ? t('byModel', { model: answer.model, credits: answer.creditsSpent }) : t('byLessons')}
        </p>
      )}
    </div>
  );
}
