import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useAuth, useSessionRecheckOnServerDisconnect } from '../features/identity';
import { I18nProvider } from '../shared/i18n';
import { RealtimeProvider } from '../shared/realtime/realtime-provider';
import type { RealtimeSocket } from '../shared/realtime/realtime-socket';

interface AppProviderProps {
  queryClient: QueryClient;
  /** Tests inject a fake socket; the app opens its own. */
  socket?: RealtimeSocket;
  children: ReactNode;
}

export function AppProvider({ queryClient, socket, children }: AppProviderProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <RealtimeProvider socket={socket}>
        <SessionRecheckOnServerDisconnect />
        <LanguageOfTheAccount>{children}</LanguageOfTheAccount>
      </RealtimeProvider>
    </QueryClientProvider>
  );
}

/** Socket.IO does not reconnect a socket the server ended; whether to, and as whom, is the session's to say. */
function SessionRecheckOnServerDisconnect() {
  useSessionRecheckOnServerDisconnect();
  return null;
}

/** The interface speaks the signed-in user's language, else the one this browser stored. */
function LanguageOfTheAccount({ children }: { children: ReactNode }) {
  const auth = useAuth();
  return <I18nProvider userLanguage={auth.user?.settings.preferred_language}>{children}</I18nProvider>;
}
