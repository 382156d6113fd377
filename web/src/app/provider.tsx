import { QueryClientProvider, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef, type ReactNode } from 'react';
import { isNotSession, useAuth, useSessionRecheckOnServerDisconnect } from '../features/identity';
import { I18nProvider, useLanguage, type Language } from '../shared/i18n';
import { useRealtime } from '../shared/realtime/realtime-context';
import { RealtimeProvider } from '../shared/realtime/realtime-provider';
import type { RealtimeSocket } from '../shared/realtime/realtime-socket';

interface AppProviderProps {
  queryClient: QueryClient;
  /** Tests inject a fake socket; the app opens its own. */
  socket?: RealtimeSocket;
  /** The language of the page the server rendered, which hydration renders in too. */
  serverLanguage?: Language;
  children: ReactNode;
}

export function AppProvider({ queryClient, socket, serverLanguage, children }: AppProviderProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <RealtimeProvider socket={socket}>
        <SessionRecheckOnServerDisconnect />
        <RealtimeWhenSignedIn />
        <LanguageOfTheAccount serverLanguage={serverLanguage}>{children}</LanguageOfTheAccount>
      </RealtimeProvider>
    </QueryClientProvider>
  );
}

/** Socket.IO does not reconnect a socket the server ended; whether to, and as whom, is the session's to say. */
function SessionRecheckOnServerDisconnect() {
  useSessionRecheckOnServerDisconnect();
  return null;
}

/**
 * A signed-in user hears their own room on every page (toasts, live dashboards), so the connection opens with the
 * session; a visitor's opens only when a page asks for it, and a first visit does without the Socket.IO client.
 */
function RealtimeWhenSignedIn() {
  const signedIn = useAuth().status === 'signed-in';
  const { open } = useRealtime();
  useEffect(() => {
    if (signedIn) open();
  }, [signedIn, open]);
  return null;
}

/** The interface speaks the signed-in user's language, else the one this browser stored. */
function LanguageOfTheAccount({ serverLanguage, children }: { serverLanguage: Language | undefined; children: ReactNode }) {
  const auth = useAuth();
  return (
    <I18nProvider userLanguage={auth.user?.settings.preferred_language} serverLanguage={serverLanguage}>
      <RereadInTheNewLanguage />
      {children}
    </I18nProvider>
  );
}

/**
 * The server words some of what it answers in the interface's language (achievements, problems): when the language
 * changes, what was read in the old one is read again. The session is not worded and stays.
 */
function RereadInTheNewLanguage() {
  const { language } = useLanguage();
  const queryClient = useQueryClient();
  const readIn = useRef(language);
  useEffect(() => {
    if (readIn.current === language) return;
    readIn.current = language;
    void queryClient.invalidateQueries({ predicate: isNotSession });
  }, [language, queryClient]);
  return null;
}
