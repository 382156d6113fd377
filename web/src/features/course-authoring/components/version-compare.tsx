import { useState, type FormEvent } from 'react';
import { useT } from '../../../shared/i18n';
import { Field } from '../../../shared/ui/field';
import { QueryError } from '../../../shared/ui/query-error';
import { useCourseDiff, type DiffRange } from '../api/get-course-diff';
import { historyMessages } from '../messages/history.messages';
import { VersionDiff } from './version-diff';

interface VersionCompareProps {
  readonly courseId: string;
  /** Every version number there is, newest first. */
  readonly versions: readonly number[];
}

/** Picks any two versions and shows the readable diff between them. */
export function VersionCompare({ courseId, versions }: VersionCompareProps) {
  const t = useT(historyMessages);
  // The author's picks, while they are versions that exist; otherwise the newest and the one before it, so the
  // lists follow the history as new versions arrive.
  const [pickedFrom, setFrom] = useState<string | null>(null);
  const [pickedTo, setTo] = useState<string | null>(null);
  const exists = (value: string | null): value is string => value !== null && versions.includes(Number(value));
  const from = exists(pickedFrom) ? pickedFrom : String(versions[1] ?? versions[0] ?? 0);
  const to = exists(pickedTo) ? pickedTo : String(versions[0] ?? 1);
  const [range, setRange] = useState<DiffRange | null>(null);
  const diff = useCourseDiff(courseId, range);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const [low, high] = [Number(from), Number(to)].sort((a, b) => a - b) as [number, number];
    setRange({ from: low, to: high });
  };

  const select = (value: string, onChange: (value: string) => void) => (control: object) => (
    <select {...control} className="input select" value={value} onChange={(event) => onChange(event.target.value)}>
      {versions.map((version) => (
        <option key={version} value={version}>
          {version}
        </option>
      ))}
    </select>
  );

  return (
    <div className="version-compare">
      <form className="form form-inline" onSubmit={submit} aria-label={t('compare')}>
        <Field label={t('from')}>{select(from, setFrom)}</Field>
        <Field label={t('to')}>{select(to, setTo)}</Field>
        <button type="submit" className="button button-secondary">
          {t('showDiff')}
        </button>
      </form>
      {range && diff.isPending && <p role="status">{t('diffLoading')}</p>}
      {range && diff.isError && <QueryError title={t('diffFailed')} error={diff.error} onRetry={() => void diff.refetch()} retrying={diff.isFetching} />}
      {range && diff.data && <VersionDiff diff={diff.data} />}
    </div>
  );
}
