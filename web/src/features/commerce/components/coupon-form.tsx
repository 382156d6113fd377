import type { CreateCouponRequest } from '@pathwise/contracts';
import { useState, type FormEvent } from 'react';
import { useT } from '../../../shared/i18n';
import { useFormErrors } from '../../../shared/lib/use-form-errors';
import { Field } from '../../../shared/ui/field';
import { useCreateCoupon } from '../api/create-coupon';
import { couponsMessages } from '../coupons.messages';

const currencies = ['USD', 'EUR', 'GBP'] as const;
/** The server's fields the form shows errors beside, by their pointers under #/body. */
const fields = ['code', 'discount/percent', 'discount/amount', 'scope', 'scope/courseId', 'expiresAt', 'maxRedemptions'] as const;
type FormField = (typeof fields)[number];

/** An amount typed in major units ("9.50", "9,50") in minor units, or null when it is not one. */
const minorUnitsOf = (typed: string): number | null => {
  if (!/^\d{1,7}([.,]\d{1,2})?$/.test(typed.trim())) return null;
  return Math.round(Number(typed.trim().replace(',', '.')) * 100);
};

/** The end of the day chosen, in the maker's time zone, as the instant the coupon stops. */
const endOfDay = (date: string): string => new Date(`${date}T23:59:59`).toISOString();

export interface OwnCourse {
  readonly courseId: string;
  readonly title: string;
  readonly currency: string;
}

/** Making a coupon: its code, a percentage or an amount off, what it is valid for, and its limits. */
export function CouponForm({ courses }: { readonly courses: readonly OwnCourse[] }) {
  const t = useT(couponsMessages);
  const create = useCreateCoupon();
  const errors = useFormErrors(fields);
  const [code, setCode] = useState('');
  const [kind, setKind] = useState<'percent' | 'fixed'>('percent');
  const [percent, setPercent] = useState('20');
  const [amount, setAmount] = useState('');
  const [currency, setCurrency] = useState<(typeof currencies)[number]>((courses[0]?.currency as (typeof currencies)[number] | undefined) ?? 'USD');
  const [scope, setScope] = useState<'course' | 'creator'>(courses.length > 0 ? 'course' : 'creator');
  const [courseId, setCourseId] = useState('');
  const [expires, setExpires] = useState('');
  const [maxRedemptions, setMaxRedemptions] = useState('');
  const [oncePerCustomer, setOncePerCustomer] = useState(true);
  const [created, setCreated] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    setCreated(null);
    const problems: Partial<Record<FormField, string>> = {};
    if (!/^[A-Za-z0-9][A-Za-z0-9-]{3,23}$/.test(code.trim())) problems.code = t('codeInvalid');
    const percentValue = Number(percent);
    if (kind === 'percent' && !(Number.isInteger(percentValue) && percentValue >= 1 && percentValue <= 100)) problems['discount/percent'] = t('percentInvalid');
    const amountValue = minorUnitsOf(amount);
    if (kind === 'fixed' && (amountValue === null || amountValue < 1)) problems['discount/amount'] = t('amountInvalid');
    if (scope === 'course' && courseId === '') problems['scope/courseId'] = t('courseMissing');
    const limit = maxRedemptions.trim() === '' ? null : Number(maxRedemptions);
    if (limit !== null && !(Number.isInteger(limit) && limit >= 1)) problems.maxRedemptions = t('maxInvalid');
    if (Object.keys(problems).length > 0) {
      errors.show(problems);
      return;
    }
    errors.clear();
    const request: CreateCouponRequest = {
      code: code.trim(),
      discount: kind === 'percent' ? { kind: 'percent', percent: percentValue } : { kind: 'fixed', amount: amountValue!, currency },
      scope: scope === 'course' ? { kind: 'course', courseId } : { kind: 'creator' },
      expiresAt: expires ? endOfDay(expires) : null,
      maxRedemptions: limit,
      oncePerCustomer,
    };
    create.mutate(request, {
      onSuccess: (coupon) => {
        setCreated(coupon.code);
        setCode('');
      },
      onError: (error) => errors.showRequestError(error),
    });
  };

  return (
    <form className="coupon-create" aria-labelledby="new-coupon-title" onSubmit={submit} noValidate>
      <h2 id="new-coupon-title">{t('newCoupon')}</h2>
      <Field label={t('code')} hint={t('codeHint')} error={errors.fieldErrors.code}>
        {(control) => (
          <input
            {...control}
            ref={errors.register('code')}
            className="input coupon-code-input"
            value={code}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={24}
            onChange={(event) => setCode(event.target.value)}
          />
        )}
      </Field>
      <fieldset className="coupon-choice">
        <legend>{t('discountKind')}</legend>
        <label>
          <input type="radio" name="coupon-kind" checked={kind === 'percent'} onChange={() => setKind('percent')} /> {t('percentOff')}
        </label>
        <label>
          <input type="radio" name="coupon-kind" checked={kind === 'fixed'} onChange={() => setKind('fixed')} /> {t('amountOff')}
        </label>
      </fieldset>
      {kind === 'percent' ? (
        <Field label={t('percent')} error={errors.fieldErrors['discount/percent']}>
          {(control) => (
            <input {...control} ref={errors.register('discount/percent')} className="input" inputMode="numeric" value={percent} onChange={(event) => setPercent(event.target.value)} />
          )}
        </Field>
      ) : (
        <div className="coupon-amount">
          <Field label={t('amount')} error={errors.fieldErrors['discount/amount']}>
            {(control) => (
              <input {...control} ref={errors.register('discount/amount')} className="input" inputMode="decimal" value={amount} onChange={(event) => setAmount(event.target.value)} />
            )}
          </Field>
          <Field label={t('currency')}>
            {(control) => (
              <select {...control} className="input" value={currency} onChange={(event) => setCurrency(event.target.value as (typeof currencies)[number])}>
                {currencies.map((each) => (
                  <option key={each} value={each}>
                    {each}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
      )}
      <fieldset className="coupon-choice">
        <legend>{t('scope')}</legend>
        <label>
          <input type="radio" name="coupon-scope" checked={scope === 'course'} disabled={courses.length === 0} onChange={() => setScope('course')} /> {t('oneCourse')}
        </label>
        <label>
          <input type="radio" name="coupon-scope" checked={scope === 'creator'} onChange={() => setScope('creator')} /> {t('allMyCourses')}
        </label>
        {courses.length === 0 && <p className="commerce-hint">{t('noCourses')}</p>}
      </fieldset>
      {scope === 'course' && (
        <Field label={t('course')} error={errors.fieldErrors['scope/courseId'] ?? errors.fieldErrors.scope}>
          {(control) => (
            <select {...control} ref={errors.register('scope/courseId')} className="input" value={courseId} onChange={(event) => setCourseId(event.target.value)}>
              <option value="">{t('chooseCourse')}</option>
              {courses.map((course) => (
                <option key={course.courseId} value={course.courseId}>
                  {course.title}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
      <Field label={t('expires')} hint={t('expiresHint')} error={errors.fieldErrors.expiresAt}>
        {(control) => <input {...control} ref={errors.register('expiresAt')} type="date" className="input" value={expires} onChange={(event) => setExpires(event.target.value)} />}
      </Field>
      <Field label={t('maxRedemptions')} hint={t('maxRedemptionsHint')} error={errors.fieldErrors.maxRedemptions}>
        {(control) => (
          <input
            {...control}
            ref={errors.register('maxRedemptions')}
            className="input"
            inputMode="numeric"
            value={maxRedemptions}
            onChange={(event) => setMaxRedemptions(event.target.value)}
          />
        )}
      </Field>
      <label className="coupon-check">
        <input type="checkbox" checked={oncePerCustomer} onChange={(event) => setOncePerCustomer(event.target.checked)} /> {t('oncePerCustomer')}
      </label>
      {errors.formError && (
        <p className="commerce-error" role="alert">
          {t('couldNotCreate')}: {errors.formError}
        </p>
      )}
      {created && (
        <p className="commerce-status" role="status">
          {t('created', { code: created })}
        </p>
      )}
      <div>
        <button type="submit" className="button" aria-disabled={create.isPending}>
          {create.isPending ? t('creating') : t('create')}
        </button>
      </div>
    </form>
  );
}
