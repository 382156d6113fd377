import { useT } from '../../shared/i18n';
import type { BillingPeriod } from './plan-prices';
import { pricingMessages } from './pricing.messages';

interface BillingPeriodToggleProps {
  period: BillingPeriod;
  savingPercent: number;
  onChange: (period: BillingPeriod) => void;
}

/** Monthly or yearly, as two radio buttons: arrow keys move between them and a screen reader hears which is on. */
export function BillingPeriodToggle({ period, savingPercent, onChange }: BillingPeriodToggleProps) {
  const t = useT(pricingMessages);
  const periods: ReadonlyArray<{ value: BillingPeriod; label: string }> = [
    { value: 'monthly', label: t('monthly') },
    { value: 'yearly', label: t('yearly') },
  ];
  return (
    <fieldset className="mk-toggle">
      <legend className="sr-only">{t('period')}</legend>
      {periods.map((option) => (
        <label key={option.value} className="mk-toggle-option" data-checked={period === option.value}>
          <input
            type="radio"
            name="billing-period"
            value={option.value}
            checked={period === option.value}
            onChange={() => onChange(option.value)}
          />
          <span>{option.label}</span>
          {option.value === 'yearly' && savingPercent > 0 && <span className="mk-toggle-note">{t('yearlySaving', { percent: savingPercent })}</span>}
        </label>
      ))}
    </fieldset>
  );
}
