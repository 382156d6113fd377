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
  const newest = versions[0] ?? 1;
  const [from, setFrom] = useState(String(versions[1] ?? Math.max(0, newest - 1)));
  const [to, setTo] = useState(String(newest));
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
