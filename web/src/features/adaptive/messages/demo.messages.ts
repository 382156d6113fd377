import { defineMessages } from '../../../shared/i18n';

/** The demo learner on /features/emotional-design-demo: the engine's own reading, live from the server. */
export const demoMessages = defineMessages({
  en: {
    heading: 'The engine reading a real learner',
    intro: 'This is the demo learner’s profile as the adaptive engine keeps it: the state of mind it infers from their events, why, and how the pages respond.',
    loading: 'Loading the demo learner…',
    absent: 'The demo learner has not been set up on this server yet.',
    failed: 'Could not load the demo learner',
    asOf: 'Read from {events} recent events, as of {date}.',
  },
  es: {
    heading: 'El motor leyendo a un estudiante real',
    intro: 'Este es el perfil del estudiante de demostración tal como lo mantiene el motor adaptativo: el estado de ánimo que deduce de sus eventos, por qué y cómo responden las páginas.',
    loading: 'Cargando al estudiante de demostración…',
    absent: 'El estudiante de demostración aún no está preparado en este servidor.',
    failed: 'No se pudo cargar al estudiante de demostración',
    asOf: 'Leído de {events} eventos recientes, a fecha de {date}.',
  },
  fr: {
    heading: 'Le moteur lit un vrai apprenant',
    intro: 'Voici le profil de l’apprenant de démonstration tel que le moteur adaptatif le tient : l’état d’esprit qu’il déduit de ses événements, pourquoi, et comment les pages y répondent.',
    loading: 'Chargement de l’apprenant de démonstration…',
    absent: 'L’apprenant de démonstration n’est pas encore installé sur ce serveur.',
    failed: 'Impossible de charger l’apprenant de démonstration',
    asOf: 'Lu à partir de {events} événements récents, au {date}.',
  },
});
