import { useState } from 'react';
import { problemFieldErrors } from '../../../shared/api/api-error';
import { useDescribeError } from '../../../shared/api/use-describe-error';
import { useT } from '../../../shared/i18n';
import { Field } from '../../../shared/ui/field';
import { commerceMessages } from '../messages';

interface CouponFieldProps {
  /** The code the shown figures include, if any. */
  readonly applied: string | null;
  /** What the applied coupon takes off, already formatted. */
  readonly saving: string | null;
  readonly pending: boolean;
  /** The failed quote: the server's reason at `couponCode` shows beside the field, anything else (a 429) too. */
  readonly error: unknown;
  readonly onApply: (code: string) => void;
  readonly onRemove: () => void;
}

/**
 * The purchase page's coupon: a form of its own, so Enter in the field applies the code instead of paying. The
 * server prices the order with it; this field never computes a discount.
 */
export function CouponField({ applied, saving, pending, error, onApply, onRemove }: CouponFieldProps) {
  const t = useT(commerceMessages);
  const describeError = useDescribeError();
  const [typed, setTyped] = useState(applied ?? '');
  const [empty, setEmpty] = useState(false);
  const shownError = empty ? t('enterCoupon') : error ? (problemFieldErrors(error, ['couponCode']).couponCode ?? describeError(error)) : undefined;

  return (
    <form
      className="coupon-form"
      aria-label={t('couponTitle')}
      onSubmit={(event) => {
        event.preventDefault();
        if (pending) return;
        const code = typed.trim();
        setEmpty(code === '');
        if (code !== '') onApply(code);
      }}
    >
      <Field label={t('couponCode')} error={shownError} announceError>
        {(control) => (
          <div className="coupon-row">
            <input
              {...control}
              className="input"
              name="couponCode"
              value={typed}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={40}
              onChange={(event) => {
                setTyped(event.target.value);
                setEmpty(false);
              }}
            />
            <button type="submit" className="button button-secondary" aria-disabled={pending}>
              {pending ? t('applyingCoupon') : t('applyCoupon')}
            </button>
          </div>
        )}
      </Field>
      {applied && saving && (
        <p className="coupon-applied" role="status">
          {t('couponApplied', { code: applied, amount: saving })}{' '}
          <button
            type="button"
            className="button button-secondary button-small"
            onClick={() => {
              setTyped('');
              onRemove();
            }}
          >
            {t('removeCoupon')}
          </button>
        </p>
      )}
    </form>
  );
}
