import { defineTranslation } from '../../../../shared/i18n';

export default defineTranslation<(typeof import('./messages'))['breadcrumbMessages']>({
  label: "Fil d'Ariane",
  showAll: 'Afficher les {count} niveaux masqués',
});
