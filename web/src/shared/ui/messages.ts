import { defineMessages } from '../i18n';

/** The shared building blocks' own words; the texts they are given (titles, labels) come from the features. */
export const uiMessages = defineMessages({
  en: {
    live: 'Live',
    connecting: 'Connecting…',
    liveHint: 'Figures update as learners learn',
    offlineHint: 'Figures will update again once reconnected',
    proBadge: 'PRO',
    proPlan: 'Pro plan',
    proPlusPlan: 'Pro Plus plan',
    retry: 'Retry',
    retrying: 'Retrying…',
    skipToContent: 'Skip to content',
  },
  es: {
    live: 'En directo',
    connecting: 'Conectando…',
    liveHint: 'Las cifras se actualizan a medida que los estudiantes aprenden',
    offlineHint: 'Las cifras volverán a actualizarse cuando se restablezca la conexión',
    proBadge: 'PRO',
    proPlan: 'Plan Pro',
    proPlusPlan: 'Plan Pro Plus',
    retry: 'Reintentar',
    retrying: 'Reintentando…',
    skipToContent: 'Saltar al contenido',
  },
  fr: {
    live: 'En direct',
    connecting: 'Connexion…',
    liveHint: 'Les chiffres se mettent à jour au fil de l’apprentissage',
    offlineHint: 'Les chiffres se mettront à jour dès le retour de la connexion',
    proBadge: 'PRO',
    proPlan: 'Offre Pro',
    proPlusPlan: 'Offre Pro Plus',
    retry: 'Réessayer',
    retrying: 'Nouvelle tentative…',
    skipToContent: 'Aller au contenu',
  },
});
