import { defineTranslation } from '../../../../shared/i18n';
import type { statusMessages } from './messages';

export default defineTranslation<typeof statusMessages>({
  offline: 'Vous êtes actuellement hors ligne. Certaines fonctionnalités peuvent être indisponibles.',
  install: "Installer l'application",
  installHint: "Ajoutez Pathwise à votre appareil et ouvrez-le comme n'importe quelle autre application.",
});
