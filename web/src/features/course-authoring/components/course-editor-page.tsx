import { Link } from '@tanstack/react-router';
import { useT } from '../../../shared/i18n';
import { useDocumentTitle } from '../../../shared/lib/use-document-title';
import { QueryError } from '../../../shared/ui/query-error';
import { CertificateCriteriaSection } from '../../certificates';
import { useCourseWords } from '../../courses';
import { useCourseAuthoring } from '../api/get-course-authoring';
import { EditorContext } from '../lib/editor-context';
import { contentMessages } from '../messages/content.messages';
import { editorMessages } from '../messages/editor.messages';
import { historyMessages } from '../messages/history.messages';
import { CoAuthorsSection } from './co-authors-section';
import { CoverSection } from './cover-section';
import { DetailsSection } from './details-section';
import { HistorySection } from './history-section';
import { ModulesSection } from './modules-section';
import { SkillsSection } from './skills-section';
import { StatusSection } from './status-section';
import '../authoring.css';

/** /courses/$courseId/edit: everything about a course its authors change, each part saved on its own. */
export function CourseEditorPage({ courseId }: { readonly courseId: string }) {
  const t = useT(editorMessages);
  const content = useT(contentMessages);
  const history = useT(historyMessages);
  const words = useCourseWords();
  const authoring = useCourseAuthoring(courseId);
  useDocumentTitle(authoring.data ? t('title', { title: authoring.data.details.title }) : t('loading'));

  if (authoring.isPending) {
    return (
      <p className="field-hint" role="status">
        {t('loading')}
      </p>
    );
  }
  if (authoring.isError) {
    return <QueryError title={t('couldNotLoad')} error={authoring.error} onRetry={() => void authoring.refetch()} retrying={authoring.isFetching} />;
  }
  const course = authoring.data;
  const params = { courseId };
  const parts = [
    ['#editor-details-heading', t('details')],
    ['#editor-status-heading', t('status')],
    ['#editor-skills-heading', t('skills')],
    ['#editor-content-heading', content('content')],
    ['#editor-certificate-heading', t('certificate')],
    ['#editor-co-authors-heading', t('coAuthors')],
    ['#editor-history-heading', history('history')],
  ] as const;

  return (
    <EditorContext.Provider value={course}>
      <div className="course-editor">
        <header className="editor-header">
          <h1>{t('title', { title: course.details.title })}</h1>
          <p>
            {words.t(`status_${course.status}`)} · {t('version', { version: course.version })}
            {course.publishedVersion !== null && ` · ${t('publishedVersion', { version: course.publishedVersion })}`}
          </p>
          <p className="editor-links">
            <Link to="/courses/$courseId" params={params}>
              {t('viewPage')}
            </Link>
            <Link to="/courses/$courseId/view" params={params}>
              {t('preview')}
            </Link>
          </p>
        </header>
        <nav className="editor-nav" aria-label={t('sections')}>
          <ul>
            {parts.map(([href, label]) => (
              <li key={href}>
                <a href={href}>{label}</a>
              </li>
            ))}
          </ul>
        </nav>
        <DetailsSection />
        <CoverSection />
        <StatusSection />
        <SkillsSection />
        <ModulesSection />
        <CertificateCriteriaSection courseId={course.courseId} />
        <CoAuthorsSection />
        <HistorySection />
      </div>
    </EditorContext.Provider>
  );
}
