import { defineTranslation } from '../../shared/i18n';
import type { reissueMessages } from './reissue.messages';

export default defineTranslation<typeof reissueMessages>({
  noticeTitle: 'Votre nom a changé depuis la délivrance de ce certificat',
  noticeBody: 'Il porte le nom {name}. Faites-le délivrer à nouveau sous le nom que vous portez aujourd’hui : la réussite, sa date et ses compétences restent les mêmes.',
  reissue: 'Délivrer à nouveau avec mon nouveau nom',
  dialogTitle: 'Délivrer à nouveau ce certificat avec votre nouveau nom ?',
  dialogBody:
    'Un nouveau certificat à votre nom actuel prend sa place, et celui-ci est révoqué comme remplacé. Les liens, codes QR et entrées LinkedIn que vous avez partagés indiqueront qu’il a été remplacé et mèneront au nouveau.',
  confirm: 'Délivrer à nouveau le certificat',
  reissuing: 'Nouvelle délivrance…',
  keep: 'Garder celui-ci',
  couldNotReissue: 'Impossible de délivrer à nouveau le certificat',
  reissued: 'Délivré à nouveau avec votre nouveau nom : le nouveau certificat est en tête de liste, et l’ancien est révoqué comme remplacé.',
});
