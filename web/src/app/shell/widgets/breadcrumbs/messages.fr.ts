import { defineTranslation } from '../../../../shared/i18n';
import type { breadcrumbMessages } from './messages';

export default defineTranslation<typeof breadcrumbMessages>({
  label: "Fil d'Ariane",
  showAll: 'Afficher les {count} niveaux masqués',
});
