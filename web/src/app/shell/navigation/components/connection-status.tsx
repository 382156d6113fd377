import { useT } from '../../../../shared/i18n';
import { useConnectionState } from '../../../../shared/realtime/use-connection-state';
import { navigationMessages } from '../messages';

/** Whether the live socket is up. Polite and without a status role: a flapping link must not interrupt a reader. */
export function ConnectionStatus() {
  const t = useT(navigationMessages);
  const state = useConnectionState();
  const connected = state === 'connected';
  return (
    <span
      className="connection-status"
      data-state={state}
      aria-live="polite"
      title={connected ? t('connectedHint') : t('disconnectedHint')}
    >
      <span className="connection-dot" aria-hidden="true" />
      {connected ? t('connected') : t('disconnected')}
    </span>
  );
}
