import { defineTranslation } from '../../../../shared/i18n';
import type { voiceMessages } from './messages';

export default defineTranslation<typeof voiceMessages>({
  button: 'Navigation vocale',
  start: 'Démarrer la navigation vocale',
  stop: "Arrêter l'écoute",
  shortcut: "Appuyez sur Espace pour démarrer ou arrêter l'écoute.",
  listening: 'Écoute…',
  processing: 'Traitement…',
  notUnderstood: "Je n'ai pas compris. Veuillez réessayer.",
  unknown: 'Commande non reconnue. Dites « help » pour connaître les commandes disponibles.',
  help: 'Commandes disponibles (en anglais) : « dashboard », « courses », « profile », « analytics », « create course », « sign out » et « help ».',
  going: 'Ouverture de {page}.',
  signingOut: 'Déconnexion…',
  signOutFailed: "La déconnexion a échoué. Veuillez réessayer.",
  microphoneBlocked: "L'accès au micro est bloqué. Autorisez-le dans votre navigateur pour utiliser la navigation vocale.",
});
