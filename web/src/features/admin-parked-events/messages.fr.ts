import { defineTranslation } from '../../shared/i18n';
import type { parkedEventsMessages } from './messages';

export default defineTranslation<typeof parkedEventsMessages>({
  title: 'Événements mis de côté',
  intro:
    'Les événements qu’un modèle de lecture n’a pas pu appliquer. Il a mis chacun de côté avec l’erreur et a continué avec les suivants ; la page qu’il alimente n’en tient pas compte tant qu’il n’est pas relancé. Relancez-le une fois la cause corrigée.',
  loading: 'Chargement des événements mis de côté…',
  couldNotLoad: 'Impossible de charger les événements mis de côté',
  empty: 'Aucun événement mis de côté : chaque modèle de lecture a appliqué tous les événements.',
  shown: 'Les {shown} plus anciens sur {total} sont affichés.',
  readModel: 'Modèle de lecture',
  event: 'Événement',
  error: 'Erreur',
  attempts: 'Tentatives',
  lastFailed: 'Dernier échec',
  action: 'Action',
  eventAt: '{type} à la position {position}',
  retry: 'Relancer',
  retryLabel: 'Relancer {type} à la position {position}',
  retrying: 'Relance…',
  applied: 'Position {position} appliquée : elle a quitté la liste.',
  stillFailing: 'La position {position} échoue encore : {error}',
  notParked: 'La position {position} n’était plus mise de côté.',
  couldNotRetry: 'La relance n’a pas abouti',
});
