import type { CommandCenterPulse } from '@pathwise/contracts';
import { useFormat, useT } from '../../../shared/i18n';
import { useDocumentTitle } from '../../../shared/lib/use-document-title';
import { LivePageHeader } from '../../../shared/ui/live-page-header';
import { QueryError } from '../../../shared/ui/query-error';
import { useFormatMoney } from '../../commerce';
import { useCommandCenter } from '../api/get-command-center';
import { commandCenterMessages } from '../messages';
import { useCommandCenterPushes } from '../realtime/use-command-center-pushes';
import { PulseCard } from './pulse-card';
import '../admin-command-center.css';

type CountedFigure = 'signUps' | 'learningEvents' | 'quizAttempts' | 'sales' | 'certificates';
const countedFigures: readonly CountedFigure[] = ['signUps', 'learningEvents', 'quizAttempts', 'sales', 'certificates'];

/** /command-center: the platform's pulse as an admin watches it, live, each figure with its last hour drawn. */
export function CommandCenterPage() {
  const t = useT(commandCenterMessages);
  const { date } = useFormat();
  const pulse = useCommandCenter();
  useCommandCenterPushes();
  useDocumentTitle(t('title'));
  return (
    <div className="admin-command-center">
      <LivePageHeader title={t('title')} intro={t('intro')} />
      {pulse.isPending && (
        <p role="status" className="command-center-status">
          {t('loading')}
        </p>
      )}
      {pulse.isError && <QueryError title={t('couldNotLoad')} error={pulse.error} onRetry={() => void pulse.refetch()} retrying={pulse.isFetching} />}
      {pulse.data && (
        <>
          <p className="command-center-measured">{t('measuredAt', { time: date(pulse.data.measuredAt, { timeStyle: 'medium' }) })}</p>
          <Figures pulse={pulse.data} />
        </>
      )}
    </div>
  );
}

function Figures({ pulse }: { readonly pulse: CommandCenterPulse }) {
  const t = useT(commandCenterMessages);
  const { number } = useFormat();
  const { money } = useFormatMoney();
  const { activeLearners } = pulse;
  return (
    <div className="command-center-grid">
      <PulseCard
        id="activeLearners"
        title={t('activeLearners')}
        headline={number(activeLearners.now)}
        headlineNote={t('activeNow')}
        detail={t('activeLastDay', { count: number(activeLearners.last24Hours) })}
        from={pulse.from}
        perMinute={activeLearners.perMinute}
        formatValue={number}
      />
      {countedFigures.map((figure) => (
        <PulseCard
          key={figure}
          id={figure}
          title={t(figure)}
          headline={number(pulse[figure].last24Hours)}
          headlineNote={t('last24Hours')}
          from={pulse.from}
          perMinute={pulse[figure].perMinute}
          formatValue={number}
        />
      ))}
      {pulse.revenue.length === 0 ? (
        <section className="card pulse-card" aria-labelledby="pulse-revenue">
          <h2 id="pulse-revenue">{t('noRevenue')}</h2>
          <p>{t('noSalesYet')}</p>
        </section>
      ) : (
        pulse.revenue.map((revenue) => (
          <PulseCard
            key={revenue.currency}
            id={`revenue-${revenue.currency}`}
            title={t('revenue', { currency: revenue.currency })}
            headline={money(revenue.last24Hours, revenue.currency)}
            headlineNote={t('last24Hours')}
            from={pulse.from}
            perMinute={revenue.perMinute}
            formatValue={(value) => money(value, revenue.currency)}
          />
        ))
      )}
    </div>
  );
}
