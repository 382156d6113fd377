import { defineMessages } from '../../../shared/i18n';

/** The words every frame shares. */
export const framePageMessages = defineMessages({
  en: { comingSoon: 'Coming soon', meanwhile: 'Meanwhile', relatedPages: 'Related pages' },
  es: { comingSoon: 'Próximamente', meanwhile: 'Mientras tanto', relatedPages: 'Páginas relacionadas' },
  fr: { comingSoon: 'Bientôt disponible', meanwhile: 'En attendant', relatedPages: 'Pages associées' },
});
