import { defineTranslation } from '../../../../shared/i18n';

export default defineTranslation<(typeof import('./messages'))['breadcrumbMessages']>({
  label: 'Ruta de navegación',
  showAll: 'Mostrar {count} niveles ocultos',
});
