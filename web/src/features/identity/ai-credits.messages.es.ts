import { defineTranslation } from '../../shared/i18n';
import type { aiCreditsMessages } from './ai-credits.messages';

export default defineTranslation<typeof aiCreditsMessages>({
  credits: '{count, plural, one {# crédito} other {# créditos}}',
  label: 'Créditos de IA: {count, plural, one {queda # crédito} other {quedan # créditos}}, última concesión el {date}. Consulta los planes para obtener más.',
});
