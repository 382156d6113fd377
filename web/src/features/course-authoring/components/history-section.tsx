import { useFormat, useT } from '../../../shared/i18n';
import { QueryError } from '../../../shared/ui/query-error';
import { useCourseVersions } from '../api/get-course-versions';
import { useRestoreCourseVersion } from '../api/restore-course-version';
import { useEditedCourse } from '../lib/editor-context';
import { useWriteForm } from '../lib/use-write-form';
import { historyMessages } from '../messages/history.messages';
import { VersionCompare } from './version-compare';
import { WriteFeedback } from './write-feedback';

const NO_FIELDS = [] as const;

/** Every edit with who and when; any two compared; any earlier one restored (as a new version, nothing is lost). */
export function HistorySection() {
  const t = useT(historyMessages);
  const format = useFormat();
  const course = useEditedCourse();
  const versions = useCourseVersions(course.courseId);
  const restore = useRestoreCourseVersion();
  const form = useWriteForm(NO_FIELDS);

  return (
    <section className="editor-section" aria-labelledby="editor-history-heading">
      <h2 id="editor-history-heading">{t('history')}</h2>
      {versions.isPending && <p role="status">{t('loading')}</p>}
      {versions.isError && <QueryError title={t('couldNotLoad')} error={versions.error} onRetry={() => void versions.refetch()} retrying={versions.isFetching} />}
      {versions.data && versions.data.versions.length === 0 && <p className="field-hint">{t('empty')}</p>}
      {versions.data && versions.data.versions.length > 0 && (
        <>
          <VersionCompare courseId={course.courseId} versions={versions.data.versions.map((entry) => entry.version)} />
          <WriteFeedback status={form.status} formError={form.errors.formError} />
          {form.status === 'saved' && <p className="form-status">{t('restored')}</p>}
          <div className="editor-table-scroll">
            <table className="editor-table">
              <caption className="sr-only">{t('versions')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('version')}</th>
                  <th scope="col">{t('change')}</th>
                  <th scope="col">{t('who')}</th>
                  <th scope="col">{t('when')}</th>
                  <th scope="col">{t('actions')}</th>
                </tr>
              </thead>
              <tbody>
                {versions.data.versions.map((entry) => (
                  <tr key={entry.version}>
                    <th scope="row">
                      {entry.version}
                      {entry.published && ` · ${t('published')}`}
                      {entry.version === versions.data.currentVersion && ` · ${t('current')}`}
                    </th>
                    <td>{entry.summary}</td>
                    <td>{entry.actorName ?? t('someone')}</td>
                    <td>
                      <time dateTime={entry.at}>{format.date(entry.at, { dateStyle: 'medium', timeStyle: 'short' })}</time>
                    </td>
                    <td>
                      {entry.version !== versions.data.currentVersion && (
                        <button
                          type="button"
                          className="button button-secondary"
                          aria-label={t('restoreVersion', { version: entry.version })}
                          aria-disabled={restore.isPending}
                          onClick={() => {
                            if (restore.isPending) return;
                            form.start();
                            restore.mutate({ courseId: course.courseId, version: entry.version, expectedVersion: course.version }, form.outcome());
                          }}
                        >
                          {t('restore')}
                        </button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
