import { defineMessages } from '../../../../shared/i18n';

export const statusMessages = defineMessages({
  en: {
    offline: 'You are currently offline. Some features may be unavailable.',
    install: 'Install app',
    installHint: 'Add Pathwise to your device and open it like any other app.',
  },
  es: {
    offline: 'Ahora mismo no tienes conexión. Es posible que algunas funciones no estén disponibles.',
    install: 'Instalar la aplicación',
    installHint: 'Añade Pathwise a tu dispositivo y ábrelo como cualquier otra aplicación.',
  },
  fr: {
    offline: 'Vous êtes actuellement hors ligne. Certaines fonctionnalités peuvent être indisponibles.',
    install: "Installer l'application",
    installHint: "Ajoutez Pathwise à votre appareil et ouvrez-le comme n'importe quelle autre application.",
  },
});
