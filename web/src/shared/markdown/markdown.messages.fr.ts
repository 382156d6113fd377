import { defineTranslation } from '../i18n';
import type { markdownMessages } from './markdown.messages';

export default defineTranslation<typeof markdownMessages>({
  tip: 'Astuce',
  warning: 'Attention',
  example: 'Exemple',
  note: 'Remarque',
  footnotes: 'Notes de bas de page',
  backToReference: 'Retour à l’appel de note {reference}',
  table: 'Tableau (défile horizontalement)',
  code: 'Code (défile horizontalement)',
  loading: 'Chargement du texte…',
});
