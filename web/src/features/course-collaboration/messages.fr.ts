import { defineTranslation } from '../../shared/i18n';
import type { courseCollaborationMessages } from './messages';

export default defineTranslation<typeof courseCollaborationMessages>({
  editorLabel: 'Texte de la leçon',
  collaborators: 'En train d’éditer',
  onlyYou: 'Vous êtes seul à éditer cette leçon en ce moment.',
  cursorAt: 'ligne {line}, colonne {column}',
  selecting: 'sélectionne {count} caractères depuis la ligne {line}',
  notInText: 'hors du texte',
  statusConnecting: 'Hors ligne : vos modifications sont gardées ici et enregistrées au retour de la connexion',
  statusJoining: 'Ouverture de la leçon…',
  statusSaving: 'Enregistrement…',
  statusSaved: 'Toutes les modifications sont enregistrées',
  statusRefused: 'Non enregistré : {error}',
  retry: 'Réessayer',
  you: 'Vous',
});
