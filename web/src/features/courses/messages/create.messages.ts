import { defineMessages } from '../../../shared/i18n';

export const createMessages = defineMessages({
  en: {
    title: 'Create a course',
    intro: 'Start with the essentials; you add modules, lessons and quizzes next. The course stays a draft until you publish it.',
    submit: 'Create course',
    creating: 'Creating…',
    cancel: 'Back to the dashboard',
  },
  es: {
    title: 'Crear un curso',
    intro: 'Empieza por lo esencial; después añadirás módulos, lecciones y cuestionarios. El curso será un borrador hasta que lo publiques.',
    submit: 'Crear curso',
    creating: 'Creando…',
    cancel: 'Volver al panel',
  },
  fr: {
    title: 'Créer un cours',
    intro: 'Commencez par l’essentiel ; vous ajouterez ensuite modules, leçons et quiz. Le cours reste un brouillon jusqu’à sa publication.',
    submit: 'Créer le cours',
    creating: 'Création…',
    cancel: 'Retour au tableau de bord',
  },
});
