import { useId } from 'react';
import { useFormat } from '../../../shared/i18n';

interface StatCardProps {
  label: string;
  value: number;
}

/** One figure, announced as "Learners, group, 1,204": the group is named by its label. */
export function StatCard({ label, value }: StatCardProps) {
  const labelId = useId();
  const format = useFormat();
  return (
    <div className="stat-card" role="group" aria-labelledby={labelId}>
      <p id={labelId} className="stat-label">
        {label}
      </p>
      <p className="stat-value">{format.number(value)}</p>
    </div>
  );
}
