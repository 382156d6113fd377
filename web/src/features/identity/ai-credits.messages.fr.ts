import { defineTranslation } from '../../shared/i18n';
import type { aiCreditsMessages } from './ai-credits.messages';

export default defineTranslation<typeof aiCreditsMessages>({
  credits: '{count, plural, one {# crédit} other {# crédits}}',
  label: 'Crédits d’IA : {count, plural, one {# crédit restant} other {# crédits restants}}, derniers accordés le {date}. Voir les offres pour en obtenir plus.',
});
