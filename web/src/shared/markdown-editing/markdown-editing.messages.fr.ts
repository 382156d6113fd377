import { defineTranslation } from '../i18n';
import type { markdownEditingMessages } from './markdown-editing.messages';

export default defineTranslation<typeof markdownEditingMessages>({
  toolbar: 'Mise en forme',
  heading: 'Titre',
  bold: 'Gras',
  italic: 'Italique',
  list: 'Liste',
  link: 'Lien',
  code: 'Code',
  codeBlock: 'Bloc de code',
  formula: 'Formule (TeX)',
  callout: 'Encadré (astuce, attention ou exemple)',
  withShortcut: '{name} ({shortcut})',
  preview: 'Aperçu',
  previewEmpty: 'Le texte tel que les apprenants le verront s’affiche ici.',
});
