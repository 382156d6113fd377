import { defineTranslation } from '../../../../shared/i18n';

export default defineTranslation<(typeof import('./next-page-hint.messages'))['hintMessages']>({
  label: 'Page suivante suggérée',
  text: 'Après cette page, vous allez souvent ici :',
  dismiss: 'Ignorer la suggestion',
});
