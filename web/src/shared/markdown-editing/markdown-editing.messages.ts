import { defineMessages } from '../i18n';

export const markdownEditingMessages = defineMessages({
  en: {
    toolbar: 'Formatting',
    heading: 'Heading',
    bold: 'Bold',
    italic: 'Italic',
    list: 'List',
    link: 'Link',
    code: 'Code',
    codeBlock: 'Code block',
    formula: 'Formula (TeX)',
    callout: 'Callout (tip, warning or example)',
    withShortcut: '{name} ({shortcut})',
    preview: 'Preview',
    previewEmpty: 'The text as learners will see it appears here.',
  },
  es: () => import('./markdown-editing.messages.es'),
  fr: () => import('./markdown-editing.messages.fr'),
});
