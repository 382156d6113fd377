import { defineMessages } from '../../../../shared/i18n';

export const tourMessages = defineMessages({
  en: {
    title: 'Guided tour',
    progress: 'Step {step} of {total}',
    back: 'Back',
    next: 'Next',
    finish: 'Finish',
    close: 'Close the tour',
    topBarTitle: 'The top bar',
    topBarText: 'The logo takes you home; your account, profile and settings are on the right.',
    paletteTitle: 'The command palette',
    paletteText: 'Press Ctrl+K (⌘K on a Mac) anywhere to search and jump to a page.',
    quickActionsTitle: 'Quick actions',
    quickActionsText: 'This round button opens shortcuts for what you do most; on a touch screen, long-press it.',
    bottomBarTitle: 'The bottom bar',
    bottomBarText: 'On a phone, the main pages stay one tap away at the bottom; the bar hides while you scroll down.',
    helpTitle: 'Help tips',
    helpText: 'Tips appear in the corner a moment after a page loads. Minimise or dismiss them whenever you like.',
  },
  es: () => import('./guided-tour.messages.es'),
  fr: () => import('./guided-tour.messages.fr'),
});
