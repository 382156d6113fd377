import type { ContentSuggestion } from '@pathwise/contracts';
import { Link } from '@tanstack/react-router';
import { useT } from '../../../shared/i18n';
import { usePercent } from '../lib/use-percent';
import { dashboardMessages } from '../messages/dashboard.messages';
import { primaryAction } from '../../../shared/notice-placement';

/**
 * One suggested lesson, quiz or review: what it is, why it is next, how likely the learner is to succeed, a way in
 * (the page's primary action when it is the one suggestion to take next).
 */
export function SuggestionItem({ suggestion, primary = false }: { readonly suggestion: ContentSuggestion; readonly primary?: boolean }) {
  const t = useT(dashboardMessages);
  const percent = usePercent();
  const search = {
    ...(suggestion.lessonId ? { lesson: suggestion.lessonId } : {}),
    ...(suggestion.quizId ? { quiz: suggestion.quizId } : {}),
  };
  return (
    <div className="adaptive-suggestion" data-kind={suggestion.kind}>
      <p className="adaptive-suggestion-kind">{t(`kind_${suggestion.kind}`)}</p>
      <Link to="/courses/$courseId/view" params={{ courseId: suggestion.courseId }} search={search} className="adaptive-suggestion-title" {...(primary ? primaryAction : {})}>
        {t('open', { title: suggestion.title })}
      </Link>
      <p>{suggestion.reason}</p>
      <p className="adaptive-muted">{t('predicted', { percent: percent(suggestion.predictedSuccess) })}</p>
    </div>
  );
}
