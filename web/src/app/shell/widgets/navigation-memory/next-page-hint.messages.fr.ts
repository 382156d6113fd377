import { defineTranslation } from '../../../../shared/i18n';
import type { hintMessages } from './next-page-hint.messages';

export default defineTranslation<typeof hintMessages>({
  label: 'Page suivante suggérée',
  text: 'Après cette page, vous allez souvent ici :',
  dismiss: 'Ignorer la suggestion',
});
