import { defineTranslation } from '../../../shared/i18n';
import type { lessonContentsMessages } from './lesson-contents.messages';

export default defineTranslation<typeof lessonContentsMessages>({
  contents: 'Dans cette leçon',
});
