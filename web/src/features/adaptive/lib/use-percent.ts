import { useCallback } from 'react';
import { useFormat, useT } from '../../../shared/i18n';
import { adaptiveMessages } from '../messages/adaptive.messages';

/** A 0..1 probability as a whole percentage in the reader's conventions: 0.734 -> '73%'. */
export function usePercent(): (probability: number) => string {
  const t = useT(adaptiveMessages);
  const format = useFormat();
  return useCallback((probability: number) => t('percent', { value: format.number(Math.round(probability * 100)) }), [t, format]);
}
