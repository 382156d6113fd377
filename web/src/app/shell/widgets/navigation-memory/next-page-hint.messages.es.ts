import { defineTranslation } from '../../../../shared/i18n';

export default defineTranslation<(typeof import('./next-page-hint.messages'))['hintMessages']>({
  label: 'Página siguiente sugerida',
  text: 'Después de esta página sueles ir a:',
  dismiss: 'Descartar la sugerencia',
});
