import { defineTranslation } from '../i18n';

export default defineTranslation<(typeof import('./messages'))['toastMessages']>({
  notifications: 'Notifications',
  genericError: 'Une erreur est survenue',
});
