import { useState } from 'react';
import { useDescribeError } from '../../../shared/api/use-describe-error';
import { useT } from '../../../shared/i18n';
import { useStartPlacementTest } from '../api/start-placement-test';
import { placementMessages } from '../messages/placement.messages';

interface PlacementIntroProps {
  readonly courseId: string;
  readonly onStarted: (testId: string) => void;
}

/** What the test is and how long it takes, and the button that starts it. */
export function PlacementIntro({ courseId, onStarted }: PlacementIntroProps) {
  const t = useT(placementMessages);
  const describeError = useDescribeError();
  const start = useStartPlacementTest();
  // One id for this page's start: pressing Start again after a lost answer finds the test the server already began.
  const [testId] = useState(() => crypto.randomUUID());

  const begin = () => {
    if (start.isPending) return;
    start.mutate({ courseId, testId }, { onSuccess: (test) => onStarted(test.testId) });
  };

  return (
    <div className="placement-intro">
      <p>{t('introWhat')}</p>
      <ul>
        <li>{t('introLength')}</li>
        <li>{t('introSkip')}</li>
        <li>{t('introNoHints')}</li>
      </ul>
      {start.isError && (
        <div className="form-alert" role="alert">
          <p>
            <strong>{t('startFailed')}</strong>
          </p>
          <p>{describeError(start.error)}</p>
        </div>
      )}
      <div className="form-actions">
        {/* aria-disabled rather than disabled: a disabled button drops keyboard focus while the start is sent. */}
        <button type="button" className="button" aria-disabled={start.isPending} onClick={begin}>
          {start.isPending ? t('starting') : t('start')}
        </button>
      </div>
    </div>
  );
}
