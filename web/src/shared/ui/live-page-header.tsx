import { useConnectionState } from '../realtime/use-connection-state';
import { LiveIndicator } from './live-indicator';
import './live-page-header.css';

/** The header of a page whose figures arrive live: its title and intro, and whether the pushes are arriving. */
export function LivePageHeader({ title, intro }: { readonly title: string; readonly intro: string }) {
  const connection = useConnectionState();
  return (
    <div className="page-header live-page-header">
      <div>
        <h1>{title}</h1>
        <p>{intro}</p>
      </div>
      <LiveIndicator connected={connection === 'connected'} />
    </div>
  );
}
