import { defineTranslation } from '../../shared/i18n';

export default defineTranslation<(typeof import('./legal.messages'))['legalMessages']>({
  eyebrow: 'Información legal',
  updated: 'Última actualización: {date}',
  contents: 'En esta página',
  seeAlso: 'Consulta también',
  privacy: 'Política de privacidad',
  terms: 'Condiciones del servicio',
  contact: 'Contacto',
  pricing: 'Precios',
});
