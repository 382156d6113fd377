import type { CoursePlayerResponse } from '@pathwise/contracts';
import { useT } from '../../../shared/i18n';
import { QueryError } from '../../../shared/ui/query-error';
import { usePlacementTest } from '../api/get-placement-test';
import { placementMessages } from '../messages/placement.messages';
import { PlacementItemForm } from './placement-item-form';
import { PlacementOutcome } from './placement-outcome';
import { PlacementProgress } from './placement-progress';

interface PlacementTestRunProps {
  readonly testId: string;
  readonly course: CoursePlayerResponse;
  /** Leaves this test for the intro, to begin another. */
  readonly onStartOver: () => void;
}

/** One test by its id: the item it asks now, item by item, then its outcome. A reload lands here again. */
export function PlacementTestRun({ testId, course, onStartOver }: PlacementTestRunProps) {
  const t = useT(placementMessages);
  const test = usePlacementTest(testId);

  if (test.isPending) return <p role="status">{t('loading')}</p>;
  if (test.isError) {
    return (
      <div className="player-blocked">
        <QueryError title={t('couldNotLoadTest')} error={test.error} onRetry={() => void test.refetch()} retrying={test.isFetching} />
        <button type="button" className="button button-secondary" onClick={onStartOver}>
          {t('newTest')}
        </button>
      </div>
    );
  }

  const current = test.data;
  return (
    <div className="placement-run">
      <PlacementProgress test={current} />
      {current.outcome ? (
        <PlacementOutcome test={current} outcome={current.outcome} course={course} />
      ) : (
        current.item && <PlacementItemForm key={current.item.itemId} testId={testId} item={current.item} number={current.itemsAnswered + 1} />
      )}
    </div>
  );
}
