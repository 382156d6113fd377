import type { CourseDiffResponse } from '@pathwise/contracts';
import { useT } from '../../../shared/i18n';
import { historyMessages } from '../messages/history.messages';

/**
 * What changed between two versions, in words: each change labelled, short values as before/after, long texts as
 * a line diff whose added and removed lines are named in words too, not by colour alone.
 */
export function VersionDiff({ diff }: { readonly diff: CourseDiffResponse }) {
  const t = useT(historyMessages);
  return (
    <section className="version-diff" aria-label={t('diffTitle', { from: diff.from, to: diff.to })}>
      <h3>{t('diffTitle', { from: diff.from, to: diff.to })}</h3>
      {diff.changes.length === 0 ? (
        <p className="field-hint">{t('noChanges')}</p>
      ) : (
        <ul className="diff-changes">
          {diff.changes.map((change, index) => (
            <li key={index} className={`diff-change diff-${change.kind}`}>
              <p>
                <strong>{t(`kind_${change.kind}`)}</strong>: {change.label}
              </p>
              {change.lines ? (
                <pre className="diff-lines">
                  {change.lines.map((line, lineIndex) => (
                    <span key={lineIndex} className={line.op === '+' ? 'diff-line-added' : line.op === '-' ? 'diff-line-removed' : 'diff-line'}>
                      {line.op === '+' && <span className="sr-only">{t('lineAdded')}: </span>}
                      {line.op === '-' && <span className="sr-only">{t('lineRemoved')}: </span>}
                      {`${line.op} ${line.text}\n`}
                    </span>
                  ))}
                </pre>
              ) : (
                <dl className="diff-values">
                  {change.before !== null && (
                    <div>
                      <dt>{t('before')}</dt>
                      <dd>{change.before}</dd>
                    </div>
                  )}
                  {change.after !== null && (
                    <div>
                      <dt>{t('after')}</dt>
                      <dd>{change.after}</dd>
                    </div>
                  )}
                </dl>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
