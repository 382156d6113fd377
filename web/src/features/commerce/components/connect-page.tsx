import { PayoutAccountRequest, type PayoutBalance, type PayoutsOverviewResponse } from '@pathwise/contracts';
import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useFormat, useT } from '../../../shared/i18n';
import { useDocumentTitle } from '../../../shared/lib/use-document-title';
import { useFormErrors } from '../../../shared/lib/use-form-errors';
import { Field } from '../../../shared/ui/field';
import { QueryError } from '../../../shared/ui/query-error';
import { useConnectPayoutAccount } from '../api/connect-payout-account';
import { payoutStatementUrl, usePayouts } from '../api/get-payouts';
import { connectMessages } from '../connect.messages';
import { useFormatMoney } from '../lib/use-format-money';
import { StripeConnectCard } from './stripe-connect-card';
import '../commerce.css';

/** /connect: where a creator's earnings are paid, what the next payout pays, and every payout made with its statement. */
export function ConnectPage() {
  const t = useT(connectMessages);
  const payouts = usePayouts();
  useDocumentTitle(t('title'));
  return (
    <div className="commerce-page connect-page">
      <div className="page-header">
        <h1>{t('title')}</h1>
        <p>{t('intro')}</p>
      </div>
      {payouts.isPending && (
        <p className="form-status" role="status">
          {t('loading')}
        </p>
      )}
      {payouts.isError && <QueryError title={t('couldNotLoad')} error={payouts.error} onRetry={() => void payouts.refetch()} retrying={payouts.isFetching} />}
      {payouts.data && (
        <>
          <Earnings overview={payouts.data} />
          {payouts.data.stripeConnect && <StripeConnectCard connect={payouts.data.stripeConnect} />}
          <PayoutAccount overview={payouts.data} />
          <PayoutHistory overview={payouts.data} />
          <p>
            <Link to="/sales">{t('salesLink')}</Link>
          </p>
        </>
      )}
    </div>
  );
}

function Earnings({ overview }: { overview: PayoutsOverviewResponse }) {
  const t = useT(connectMessages);
  const { date } = useFormat();
  return (
    <section className="card" aria-labelledby="connect-earnings-heading">
      <h2 id="connect-earnings-heading">{t('earningsTitle')}</h2>
      <p>{t('schedule', { days: overview.refundWindowDays, date: date(overview.nextPayoutOn, { dateStyle: 'long', timeZone: 'UTC' }) })}</p>
      {overview.balances.length === 0 ? <p>{t('noEarnings')}</p> : overview.balances.map((balance) => <Balance key={balance.currency} balance={balance} />)}
    </section>
  );
}

function Balance({ balance }: { balance: PayoutBalance }) {
  const t = useT(connectMessages);
  const { money } = useFormatMoney();
  return (
    <dl className="facts" aria-label={`${t('currency')}: ${balance.currency}`}>
      <div className="fact">
        <dt>{t('available')}</dt>
        <dd>{money(balance.available, balance.currency)}</dd>
      </div>
      <div className="fact">
        <dt>{t('inRefundWindow')}</dt>
        <dd>{money(balance.inRefundWindow, balance.currency)}</dd>
      </div>
      <div className="fact">
        <dt>{t('paidOut')}</dt>
        <dd>{money(balance.paidOut, balance.currency)}</dd>
      </div>
    </dl>
  );
}

function PayoutAccount({ overview }: { overview: PayoutsOverviewResponse }) {
  const t = useT(connectMessages);
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const { account } = overview;
  return (
    <section className="card" aria-labelledby="connect-account-heading">
      <h2 id="connect-account-heading">{t('accountTitle')}</h2>
      <p>{account ? t('accountConnected', { last4: account.ibanLast4, country: account.country }) : t('noAccount')}</p>
      <p className="form-status" role="status">
        {saved ? t('saved') : ''}
      </p>
      {account && !editing ? (
        <button
          type="button"
          className="button button-secondary"
          onClick={() => {
            setSaved(false);
            setEditing(true);
          }}
        >
          {t('changeAccount')}
        </button>
      ) : (
        <PayoutAccountForm
          onCancel={account ? () => setEditing(false) : null}
          onSaved={() => {
            setEditing(false);
            setSaved(true);
          }}
        />
      )}
    </section>
  );
}

const FIELDS = ['holderName', 'iban'] as const;

function PayoutAccountForm({ onCancel, onSaved }: { onCancel: (() => void) | null; onSaved: () => void }) {
  const t = useT(connectMessages);
  const [holderName, setHolderName] = useState('');
  const [iban, setIban] = useState('');
  const connect = useConnectPayoutAccount();
  const errors = useFormErrors(FIELDS, (field) => (field === 'holderName' ? t('holderMissing') : t('ibanInvalid')));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (connect.isPending) return;
    const parsed = PayoutAccountRequest.safeParse({ holderName, iban });
    if (!parsed.success) {
      errors.showIssues(parsed.error);
      return;
    }
    errors.clear();
    connect.mutate({ holderName, iban }, { onSuccess: onSaved, onError: (error) => errors.showRequestError(error) });
  };

  return (
    <form className="form" noValidate onSubmit={submit} aria-busy={connect.isPending}>
      {errors.formError && (
        <p className="form-alert" role="alert">
          {errors.formError}
        </p>
      )}
      <Field label={t('holderName')} error={errors.fieldErrors.holderName}>
        {(control) => (
          <input
            {...control}
            ref={errors.register('holderName')}
            className="input"
            name="holderName"
            autoComplete="name"
            maxLength={140}
            value={holderName}
            onChange={(event) => {
              setHolderName(event.target.value);
              errors.clear('holderName');
            }}
          />
        )}
      </Field>
      <Field label={t('iban')} hint={t('ibanHint')} error={errors.fieldErrors.iban}>
        {(control) => (
          <input
            {...control}
            ref={errors.register('iban')}
            className="input"
            name="iban"
            autoComplete="off"
            spellCheck={false}
            maxLength={50}
            value={iban}
            onChange={(event) => {
              setIban(event.target.value);
              errors.clear('iban');
            }}
          />
        )}
      </Field>
      <div className="form-actions">
        <button type="submit" className="button" aria-disabled={connect.isPending}>
          {connect.isPending ? t('saving') : t('saveAccount')}
        </button>
        {onCancel && (
          <button type="button" className="button button-secondary" onClick={onCancel}>
            {t('cancel')}
          </button>
        )}
      </div>
    </form>
  );
}

function PayoutHistory({ overview }: { overview: PayoutsOverviewResponse }) {
  const t = useT(connectMessages);
  const { date } = useFormat();
  const { money } = useFormatMoney();
  const monthName = (month: string) => date(`${month}-01T00:00:00Z`, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  return (
    <section className="card" aria-labelledby="connect-history-heading">
      <h2 id="connect-history-heading">{t('historyTitle')}</h2>
      {overview.payouts.length === 0 ? (
        <p>{t('noPayouts')}</p>
      ) : (
        <ul className="payout-list">
          {overview.payouts.map((payout) => (
            <li key={payout.payoutId}>
              <dl className="order-lines">
              <div>
                <dt>{t('month')}</dt>
                <dd>{monthName(payout.month)}</dd>
              </div>
              <div>
                <dt>{t('amount')}</dt>
                <dd>{money(payout.amount, payout.currency)}</dd>
              </div>
              <div>
                <dt>{t('paidOn')}</dt>
                <dd>{date(payout.paidAt, { dateStyle: 'medium' })}</dd>
              </div>
              <div>
                <dt>{t('sentTo')}</dt>
                <dd>{payout.transferId ? t('sentToStripe', { transferId: payout.transferId }) : t('sentToBank')}</dd>
              </div>
              </dl>
              <a href={payoutStatementUrl(payout.payoutId)} download>
                {t('downloadStatement', { month: monthName(payout.month) })}
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
