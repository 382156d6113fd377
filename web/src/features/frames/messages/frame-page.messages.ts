import { defineMessages } from '../../../shared/i18n';

/** The words every frame shares. */
export const framePageMessages = defineMessages({
  en: { comingSoon: 'Coming soon', meanwhile: 'Meanwhile', relatedPages: 'Related pages' },
  es: () => import('./frame-page.messages.es'),
  fr: () => import('./frame-page.messages.fr'),
});
