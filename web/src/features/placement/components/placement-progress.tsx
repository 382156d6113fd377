import type { PlacementTestResponse } from '@pathwise/contracts';
import { useT } from '../../../shared/i18n';
import { placementMessages } from '../messages/placement.messages';

/** How far the test has come: questions answered, of the most it may ask, and whether the last answer was right. */
export function PlacementProgress({ test }: { readonly test: PlacementTestResponse }) {
  const t = useT(placementMessages);
  const { lastAnswer } = test;
  return (
    <div className="placement-progress">
      <progress max={test.maxItems} value={test.itemsAnswered} aria-label={t('progress')} />
      <p>{t('progressText', { answered: test.itemsAnswered, max: test.maxItems })}</p>
      {/* Always present, so screen readers announce each new verdict; the mark and the words say it, not colour. */}
      <p className="placement-last-answer" role="status">
        {lastAnswer && (lastAnswer.correct ? `✓ ${t('lastRight')}` : `✗ ${t('lastWrong')}`)}
      </p>
    </div>
  );
}
