import { defineTranslation } from '../../shared/i18n';

export default defineTranslation<(typeof import('./legal.messages'))['legalMessages']>({
  eyebrow: 'Informations légales',
  updated: 'Dernière mise à jour : {date}',
  contents: 'Sur cette page',
  seeAlso: 'Voir aussi',
  privacy: 'Politique de confidentialité',
  terms: 'Conditions d’utilisation',
  contact: 'Nous contacter',
  pricing: 'Tarifs',
});
