import { useEffect, useId, useState } from 'react';
import { useT } from '../../../../shared/i18n';
import { keyBelongsToFocus } from '../lib/key-belongs-to-focus';
import { useRouteLabels } from '../navigation-memory/use-route-labels';
import { voiceMessages } from './messages';
import { findSpeechRecognition, type SpeechRecognitionConstructor } from './speech-recognition';
import { useSignOut } from '../../../../features/identity';
import { useVoiceNavigation } from './use-voice-navigation';

/** Voice navigation where the browser can recognise speech; nothing at all where it cannot. */
export function VoiceNavigation() {
  // Looked up once: browsers do not gain or lose the Speech API while a page is open.
  const [Recognition] = useState(findSpeechRecognition);
  return Recognition ? <VoiceButton Recognition={Recognition} /> : null;
}

const isSpace = (event: KeyboardEvent) => event.code === 'Space' || event.key === ' ';

function VoiceButton({ Recognition }: { Recognition: SpeechRecognitionConstructor }) {
  const t = useT(voiceMessages);
  const ids = useId();
  const signOut = useSignOut();
  const { state, message, toggle } = useVoiceNavigation({ Recognition, signOut });
  const { titleOf } = useRouteLabels(message?.command ? [message.command.path] : []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSpace(event) || event.repeat || event.ctrlKey || event.metaKey || event.altKey || event.shiftKey) return;
      // Space types a space in a field, presses a focused button, and belongs to an open dialog.
      if (keyBelongsToFocus(event.target) || document.querySelector('[aria-modal="true"]')) return;
      event.preventDefault();
      toggle();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggle]);

  const listening = state === 'listening';
  const status = state === 'listening' ? t('listening') : state === 'processing' && !message ? t('processing') : null;
  const result = message ? t(message.key, message.command ? { page: titleOf(message.command.path) } : undefined) : null;

  return (
    <div className="voice" data-state={state}>
      <p className="voice-status" role="status">
        {status ?? result}
      </p>
      <button
        type="button"
        className="voice-button"
        aria-label={t('button')}
        title={listening ? t('stop') : t('start')}
        aria-pressed={listening}
        aria-describedby={`${ids}-shortcut`}
        aria-disabled={state === 'processing'}
        onClick={toggle}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <rect x="9" y="3" width="6" height="11" rx="3" fill="currentColor" />
          <path d="M6 11a6 6 0 0 0 12 0M12 17v4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <span id={`${ids}-shortcut`} className="sr-only">
        {t('shortcut')}
      </span>
    </div>
  );
}
