import { defineTranslation } from '../../../../shared/i18n';
import type { breadcrumbMessages } from './messages';

export default defineTranslation<typeof breadcrumbMessages>({
  label: 'Ruta de navegación',
  showAll: 'Mostrar {count} niveles ocultos',
});
