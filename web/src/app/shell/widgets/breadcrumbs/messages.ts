import { defineMessages } from '../../../../shared/i18n';

export const breadcrumbMessages = defineMessages({
  en: {
    label: 'Breadcrumb',
    showAll: 'Show {count} hidden levels',
  },
  es: {
    label: 'Ruta de navegación',
    showAll: 'Mostrar {count} niveles ocultos',
  },
  fr: {
    label: "Fil d'Ariane",
    showAll: 'Afficher les {count} niveaux masqués',
  },
});
