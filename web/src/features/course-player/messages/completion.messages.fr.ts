import { defineTranslation } from '../../../shared/i18n';
import type { completionMessages } from './completion.messages';

export default defineTranslation<typeof completionMessages>({
  heading: 'Cours terminé',
  finished: 'Vous avez terminé {title} : toutes les leçons suivies, tous les quiz réussis.',
});
