import { defineMessages } from '../../../../shared/i18n';

export const helpTipMessages = defineMessages({
  en: {
    label: 'Help tips',
    title: 'Tip',
    progress: 'Tip {number} of {total}',
    next: 'Next tip',
    minimise: 'Minimise tips',
    restore: 'Show tips',
    dismiss: 'Dismiss tips',
    tipPalette: 'Press Ctrl+K (⌘K on a Mac) to open the command palette and jump to any page.',
    tipQuickActions: 'The round button in the corner opens quick actions; on a touch screen, long-press it.',
    tipVoice: 'Where your browser supports it, press Space (outside text fields) and say "dashboard" or "help".',
    tipNotifications: 'Press Alt+T to move to your notifications.',
    tipBreadcrumbs: 'The breadcrumb trail under the top bar takes you back up one level at a time.',
  },
  es: () => import('./messages.es'),
  fr: () => import('./messages.fr'),
});
