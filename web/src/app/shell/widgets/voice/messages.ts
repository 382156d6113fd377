import { defineMessages } from '../../../../shared/i18n';

/** The commands themselves stay in English: recognition listens in en-US (spec section 9). */
export const voiceMessages = defineMessages({
  en: {
    button: 'Voice navigation',
    start: 'Start voice navigation',
    stop: 'Stop listening',
    shortcut: 'Press Space to start or stop listening.',
    listening: 'Listening…',
    processing: 'Processing…',
    notUnderstood: 'Could not understand. Please try again.',
    unknown: 'Command not recognized. Say "help" for available commands.',
    help: 'Available commands: "dashboard", "courses", "profile", "analytics", "create course", "sign out" and "help".',
    going: 'Going to {page}.',
    signingOut: 'Signing out…',
    signOutFailed: 'Could not sign out. Please try again.',
    microphoneBlocked: 'Microphone access is blocked. Allow it in your browser to use voice navigation.',
  },
  es: () => import('./messages.es'),
  fr: () => import('./messages.fr'),
});
