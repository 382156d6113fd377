import { defineTranslation } from '../i18n';
import type { toastMessages } from './messages';

export default defineTranslation<typeof toastMessages>({
  notifications: 'Notifications',
  genericError: 'Une erreur est survenue',
});
