import { defineTranslation } from '../../shared/i18n';
import type { legalMessages } from './legal.messages';

export default defineTranslation<typeof legalMessages>({
  eyebrow: 'Informations légales',
  updated: 'Dernière mise à jour : {date}',
  contents: 'Sur cette page',
  seeAlso: 'Voir aussi',
  privacy: 'Politique de confidentialité',
  terms: 'Conditions d’utilisation',
  contact: 'Nous contacter',
  pricing: 'Tarifs',
});
