import { defineTranslation } from '../../../../shared/i18n';
import type { routeLabelMessages } from './route-label.messages';

export default defineTranslation<typeof routeLabelMessages>({
  course: 'Curso',
});
