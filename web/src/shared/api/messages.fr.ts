import { defineTranslation } from '../i18n';
import type { apiMessages } from './messages';

export default defineTranslation<typeof apiMessages>({
  errorOccurred: 'Une erreur est survenue',
  tooManyAttempts: 'Trop de tentatives. Réessayez dans {wait}.',
  unreachable: 'Impossible de joindre Pathwise. Vérifiez votre connexion et réessayez.',
  requestFailed: 'La requête a échoué (code {status}).',
  status400: '400 Requête incorrecte',
  status401: '401 Non autorisé',
  status403: '403 Accès interdit',
  status404: '404 Introuvable',
  status408: '408 Délai d’attente dépassé',
  status409: '409 Conflit',
  status413: '413 Contenu trop volumineux',
  status422: '422 Contenu impossible à traiter',
  status429: '429 Trop de requêtes',
  status500: '500 Erreur interne du serveur',
  status502: '502 Passerelle incorrecte',
  status503: '503 Service indisponible',
  status504: '504 Délai d’attente de la passerelle dépassé',
});
