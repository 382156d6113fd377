import { defineTranslation } from '../../shared/i18n';
import type { docsAdminApiMessages } from './docs-admin-api.messages';

export default defineTranslation<typeof docsAdminApiMessages>({
  adminUsers: 'Utilisateurs : recherchez des comptes par nom ou par adresse e-mail, et changez le rôle d’une personne (creator, student, instructor ou admin) ou son offre (free, pro ou pro_plus). Chaque changement est enregistré avec son auteur et sa raison, et s’applique dès la requête suivante de la personne.',
  adminExact: 'Les accès sont vérifiés de façon exacte : un administrateur n’est pas automatiquement formateur, et un abonné Pro n’a pas les fonctionnalités de Pro Plus.',
  adminLeads: 'Contacts : les messages envoyés avec le formulaire de contact, du plus récent au plus ancien, filtrables par sujet.',
  adminHealth: 'État : GET /api/health indique l’état de la base de données, la fin du journal d’événements et le retard de chaque modèle de lecture, ainsi que les événements qu’un modèle de lecture n’a pas pu appliquer : il les met de côté avec l’erreur et continue, et les administrateurs les relancent après une correction (GET /api/admin/projections/parked-events). /metrics expose les métriques Prometheus.',
  adminReplay: 'Reconstructions : les modèles de lecture peuvent être reconstruits à partir du journal d’événements sans interruption de service, par exemple après avoir corrigé le calcul d’un chiffre.',
  usersLink: 'Ouvrir les utilisateurs',
  leadsLink: 'Ouvrir les contacts',
  apiIntro: 'Tout ce que fait l’application passe par la même API HTTP, sous /api, avec du JSON en entrée comme en sortie.',
  apiReference: 'Chaque point d’accès est décrit, avec ses schémas de requête et de réponse, dans la référence interactive. Elle est générée à partir des schémas mêmes avec lesquels le serveur vérifie les requêtes, et le document OpenAPI 3.1 se trouve à /api/openapi.json.',
  apiReferenceLink: 'Ouvrir la référence de l’API',
  apiAuth: 'Authentification : dans le navigateur, le cookie de session, avec l’en-tête X-CSRF-Token de la session à chaque écriture. Depuis un script, Authorization: Bearer <token>, avec un jeton de 15 minutes obtenu par POST /api/auth/token.',
  apiErrors: 'Les erreurs suivent le format « problem details » de la RFC 9457 (application/problem+json) avec un traceId. Une saisie invalide liste chaque problème avec un pointeur vers le champ, comme #/body/email, et une réponse 429 est accompagnée de Retry-After.',
  apiEvents: 'Événements d’apprentissage : POST /api/learning/events enregistre lesson_start ou lesson_complete d’un apprenant inscrit au cours ; une tentative de quiz ne compte que lorsque le serveur la corrige (POST /api/courses/{courseId}/quizzes/{quizId}/attempts). Envoyez votre propre eventId : une nouvelle tentative est alors reconnue comme un doublon au lieu d’être comptée deux fois, et le même id avec un autre contenu est refusé (409).',
  apiRealtime: 'Temps réel : connectez-vous avec Socket.IO à la même adresse, émettez join_room avec un room_id (room_type vaut course par défaut) et écoutez learning_update. Après une reconnexion, envoyez la dernière position reçue pour obtenir ce que vous avez manqué.',
});
