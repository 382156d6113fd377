import { defineMessages } from '../../shared/i18n';

export const legalMessages = defineMessages({
  en: {
    eyebrow: 'Legal',
    updated: 'Last updated: {date}',
    contents: 'On this page',
    seeAlso: 'See also',
    privacy: 'Privacy policy',
    terms: 'Terms of service',
    contact: 'Contact us',
    pricing: 'Pricing',
  },
  es: {
    eyebrow: 'Información legal',
    updated: 'Última actualización: {date}',
    contents: 'En esta página',
    seeAlso: 'Consulta también',
    privacy: 'Política de privacidad',
    terms: 'Condiciones del servicio',
    contact: 'Contacto',
    pricing: 'Precios',
  },
  fr: {
    eyebrow: 'Informations légales',
    updated: 'Dernière mise à jour : {date}',
    contents: 'Sur cette page',
    seeAlso: 'Voir aussi',
    privacy: 'Politique de confidentialité',
    terms: 'Conditions d’utilisation',
    contact: 'Nous contacter',
    pricing: 'Tarifs',
  },
});
