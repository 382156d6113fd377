import { defineMessages } from '../i18n';

/** The loading screen's words: shared/ui cannot import a feature's catalog. */
export const loadingMessages = defineMessages({
  en: {
    loading: 'Loading your amazing experience...',
    progress: 'Loading progress',
    tipLabel: 'Tip',
    tip1: 'Short, regular study sessions beat one long cram.',
    tip2: 'Quizzes adapt to your answers: a wrong answer tells Pathwise what to explain next.',
    tip3: 'Press Ctrl+K (⌘K on a Mac) to jump anywhere with the command palette.',
    tip4: 'Switch between light and dark themes from the top bar.',
    tip5: 'Your progress is saved as you go, on every device.',
  },
  es: () => import('./loading-screen.messages.es'),
  fr: () => import('./loading-screen.messages.fr'),
});
