import { Link } from '@tanstack/react-router';
import { useT } from '../../../shared/i18n';
import { useDocumentTitle } from '../../../shared/lib/use-document-title';
import { QueryError } from '../../../shared/ui/query-error';
// The player's read alone: it names the course, its skills and lessons, and says whether the learner is enrolled.
import { useCoursePlayer } from '../../course-player';
import { placementMessages } from '../messages/placement.messages';
import { PlacementIntro } from './placement-intro';
import { PlacementTestRun } from './placement-test-run';
// The quiz question's looks, shared with the player.
import '../placement.css';

interface PlacementTestPageProps {
  readonly courseId: string;
  /** The test in the address (?test=), once started: a reload resumes it. */
  readonly testId: string | undefined;
  readonly onTestChange: (testId: string | undefined) => void;
}

/** /courses/$courseId/placement: the adaptive placement test of a course, for its enrolled learners. */
export function PlacementTestPage({ courseId, testId, onTestChange }: PlacementTestPageProps) {
  const t = useT(placementMessages);
  const course = useCoursePlayer(courseId);
  useDocumentTitle(course.data ? t('titleFor', { course: course.data.title }) : t('title'));

  if (course.isPending) return <p role="status">{t('loading')}</p>;
  if (course.isError) {
    return (
      <div className="player-blocked">
        <header className="placement-header">
          <h1>{t('title')}</h1>
        </header>
        <QueryError title={t('couldNotLoadCourse')} error={course.error} onRetry={() => void course.refetch()} retrying={course.isFetching} />
        <Link to="/courses/$courseId" params={{ courseId }}>
          {t('toCoursePage')}
        </Link>
      </div>
    );
  }

  return (
    <div className="placement-page">
      <header className="placement-header">
        <h1>{t('title')}</h1>
        <p>
          <Link to="/courses/$courseId/view" params={{ courseId }}>
            {course.data.title}
          </Link>
        </p>
      </header>
      {testId ? (
        <PlacementTestRun key={testId} testId={testId} course={course.data} onStartOver={() => onTestChange(undefined)} />
      ) : (
        <PlacementIntro courseId={courseId} onStarted={onTestChange} />
      )}
    </div>
  );
}
