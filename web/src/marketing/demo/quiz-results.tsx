import { useEffect, useRef } from 'react';
import { useT } from '../../shared/i18n';
import { useAuth } from '../../features/identity';
import { commonMessages } from '../components/common.messages';
import { PageLink } from '../components/page-link';
import type { QuizAnswer } from './adaptive-quiz';
import { START_LEVEL } from './adaptive-quiz';
import { demoMessages } from './demo.messages';

interface QuizResultsProps {
  answers: readonly QuizAnswer[];
  onRestart: () => void;
}

/** The end of the quiz: the score, the difficulty each question was asked at, and the way to the real thing. */
export function QuizResults({ answers, onRestart }: QuizResultsProps) {
  const t = useT(demoMessages);
  const common = useT(commonMessages);
  const signedIn = useAuth().status === 'signed-in';
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const correct = answers.filter((entry) => entry.correct).length;
  const finalLevel = answers.at(-1)?.levelAfter ?? START_LEVEL;

  return (
    <div className="mk-panel mk-quiz">
      <h3 ref={heading} tabIndex={-1}>
        {t('resultsTitle')}
      </h3>
      <p className="mk-score">{t('score', { correct, total: answers.length })}</p>
      <p>{t('finalLevel', { level: t(`levelName${finalLevel}`) })}</p>
      <h4>{t('journey')}</h4>
      <ol className="mk-journey">
        {answers.map((entry, index) => (
          <li key={entry.item.id} data-correct={entry.correct} data-level={entry.levelBefore}>
            {t(entry.correct ? 'journeyRight' : 'journeyWrong', { n: index + 1, level: t(`level${entry.levelBefore}`) })}
          </li>
        ))}
      </ol>
      <div className="mk-actions">
        <button type="button" className="button button-secondary" onClick={onRestart}>
          {t('restart')}
        </button>
        {!signedIn && (
          <PageLink to="/signup" className="button">
            {common('signUp')}
          </PageLink>
        )}
      </div>
    </div>
  );
}
