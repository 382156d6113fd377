import { defineMessages } from '../../shared/i18n';

export const courseCollaborationMessages = defineMessages({
  en: {
    editorLabel: 'Lesson text',
    collaborators: 'Editing now',
    onlyYou: 'Only you are editing this lesson right now.',
    cursorAt: 'line {line}, column {column}',
    selecting: 'selecting {count} characters from line {line}',
    notInText: 'not in the text',
    statusConnecting: 'Offline: your changes are kept here and saved when the connection returns',
    statusJoining: 'Opening the lesson…',
    statusSaving: 'Saving…',
    statusSaved: 'All changes saved',
    statusRefused: 'Not saved: {error}',
    retry: 'Try again',
    you: 'You',
  },
  es: () => import('./messages.es'),
  fr: () => import('./messages.fr'),
});
