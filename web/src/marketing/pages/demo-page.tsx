import { useId, useRef } from 'react';
import { useT } from '../../shared/i18n';
import { useDocumentTitle } from '../../shared/lib/use-document-title';
import { commonMessages } from '../components/common.messages';
import { PageIntro } from '../components/page-intro';
import { PageLink } from '../components/page-link';
import { StartLink } from '../components/start-actions';
import { DemoLessons } from '../demo/demo-lessons';
import { DemoQuiz } from '../demo/demo-quiz';
import { demoMessages } from '../demo/demo.messages';
import '../marketing.css';

/** /demo: a small fractions course, lessons and an adaptive practice quiz, entirely in the browser. */
export default function DemoPage() {
  const t = useT(demoMessages);
  const common = useT(commonMessages);
  const lessonsId = useId();
  const quizId = useId();
  const realId = useId();
  const quizHeading = useRef<HTMLHeadingElement>(null);
  useDocumentTitle(t('docTitle'));

  // Focusing the heading also scrolls to it, and a screen reader starts reading the quiz from there.
  const goToQuiz = () => quizHeading.current?.focus();

  return (
    <div className="mk-page">
      <PageIntro eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')}>
        <p className="mk-note">{t('notSaved')}</p>
      </PageIntro>
      <section className="mk-section" aria-labelledby={lessonsId}>
        <h2 id={lessonsId}>{t('lessonsTitle')}</h2>
        <DemoLessons onFinished={goToQuiz} />
      </section>
      <section className="mk-section" aria-labelledby={quizId}>
        <h2 id={quizId} ref={quizHeading} tabIndex={-1}>
          {t('quizTitle')}
        </h2>
        <p className="mk-section-intro">{t('quizIntro')}</p>
        <DemoQuiz />
      </section>
      <section className="mk-cta" aria-labelledby={realId}>
        <h2 id={realId}>{t('realTitle')}</h2>
        <p>{t('realBody')}</p>
        <div className="mk-actions">
          <StartLink />
          <PageLink to="/features/adaptive-learning" className="button button-secondary">
            {common('adaptiveLearning')}
          </PageLink>
        </div>
      </section>
    </div>
  );
}
