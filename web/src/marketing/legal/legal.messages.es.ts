import { defineTranslation } from '../../shared/i18n';
import type { legalMessages } from './legal.messages';

export default defineTranslation<typeof legalMessages>({
  eyebrow: 'Información legal',
  updated: 'Última actualización: {date}',
  contents: 'En esta página',
  seeAlso: 'Consulta también',
  privacy: 'Política de privacidad',
  terms: 'Condiciones del servicio',
  contact: 'Contacto',
  pricing: 'Precios',
});
