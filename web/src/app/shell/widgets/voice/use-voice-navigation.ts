import { useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useRef, useState } from 'react';
import { pulse } from '../gestures/haptics';
import type { voiceMessages } from './messages';
import type { SpeechRecognitionConstructor, SpeechRecognitionLike } from './speech-recognition';
import { matchVoiceCommand, VOICE_LANGUAGE, type VoiceCommand } from './voice-commands';

/** Long enough to read twice; screen readers have announced it already. */
export const MESSAGE_VISIBLE_MS = 6000;

/** Spec section 4: voice is idle, listening or processing, with a result message. */
export type VoiceState = 'idle' | 'listening' | 'processing';

type MessageKey = keyof (typeof voiceMessages)['en'];
export interface VoiceMessage {
  readonly key: MessageKey;
  readonly command?: VoiceCommand;
}

interface VoiceNavigationOptions {
  readonly Recognition: SpeechRecognitionConstructor;
  readonly signOut: () => Promise<void>;
}

/** One recognition per press: listen, match the sentence, then navigate, sign out, or say why not. */
export function useVoiceNavigation({ Recognition, signOut }: VoiceNavigationOptions) {
  const navigate = useNavigate();
  const [state, setState] = useState<VoiceState>('idle');
  const [message, setMessage] = useState<VoiceMessage | null>(null);
  const active = useRef<SpeechRecognitionLike | null>(null);

  useEffect(() => () => active.current?.abort(), []);

  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => setMessage(null), MESSAGE_VISIBLE_MS);
    return () => clearTimeout(timer);
  }, [message]);

  const act = useCallback(
    async (transcript: string) => {
      const match = matchVoiceCommand(transcript);
      switch (match.kind) {
        case 'not-understood':
          pulse('heavy');
          setMessage({ key: 'notUnderstood' });
          return;
        case 'unknown':
          pulse('heavy');
          setMessage({ key: 'unknown' });
          return;
        case 'help':
          setMessage({ key: 'help' });
          return;
        case 'command': {
          pulse('medium');
          const { command } = match;
          if (command.id === 'signOut') {
            setMessage({ key: 'signingOut' });
            try {
              await signOut();
              setMessage(null);
            } catch {
              setMessage({ key: 'signOutFailed' });
            }
            return;
          }
          setMessage({ key: 'going', command });
          await navigate({ href: command.path });
          return;
        }
        default: {
          const exhaustive: never = match;
          return exhaustive;
        }
      }
    },
    [navigate, signOut],
  );

  const start = useCallback(() => {
    const recognition = new Recognition();
    recognition.lang = VOICE_LANGUAGE;
    recognition.continuous = false;
    recognition.interimResults = false;
    recognition.maxAlternatives = 1;
    let heard = false;
    recognition.onresult = (event) => {
      heard = true;
      setState('processing');
      const transcript = event.results[0]?.[0]?.transcript ?? '';
      void act(transcript).finally(() => setState('idle'));
    };
    recognition.onnomatch = () => {
      heard = true;
      setMessage({ key: 'notUnderstood' });
    };
    recognition.onerror = (event) => {
      heard = true;
      // "aborted" is the person (or this widget) stopping; there is nothing to tell them.
      if (event.error === 'aborted') return;
      const blocked = event.error === 'not-allowed' || event.error === 'service-not-allowed';
      setMessage({ key: blocked ? 'microphoneBlocked' : 'notUnderstood' });
    };
    recognition.onend = () => {
      // A recognition stopped by the person was dropped from `active` first: silence then is not a failure.
      const stoppedByPerson = active.current !== recognition;
      active.current = null;
      if (!heard && !stoppedByPerson) setMessage({ key: 'notUnderstood' });
      setState((current) => (current === 'listening' ? 'idle' : current));
    };
    active.current = recognition;
    setMessage(null);
    setState('listening');
    try {
      recognition.start();
    } catch {
      // start() throws when a recognition is already running elsewhere in the page.
      active.current = null;
      setState('idle');
      setMessage({ key: 'notUnderstood' });
    }
  }, [Recognition, act]);

  const toggle = useCallback(() => {
    if (state === 'processing') return;
    if (state === 'listening') {
      const recognition = active.current;
      active.current = null;
      recognition?.abort();
      setState('idle');
      return;
    }
    start();
  }, [state, start]);

  return { state, message, toggle };
}
