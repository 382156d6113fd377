import { defineTranslation } from '../../../../shared/i18n';
import type { hintMessages } from './next-page-hint.messages';

export default defineTranslation<typeof hintMessages>({
  label: 'Página siguiente sugerida',
  text: 'Después de esta página sueles ir a:',
  dismiss: 'Descartar la sugerencia',
});
