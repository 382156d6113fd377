import { defineTranslation } from '../../../shared/i18n';
import type { purchasesMessages } from './purchases.messages';

export default defineTranslation<typeof purchasesMessages>({
  title: 'Vos achats',
  loading: 'Chargement de vos achats…',
  couldNotLoad: 'Impossible de charger vos achats',
  empty: 'Vous n’avez encore acheté aucun cours.',
  policy: 'Vous pouvez demander un remboursement complet dans les {days} jours suivant le paiement tant que vous avez terminé moins de {percent} des leçons du cours.',
  paidOn: '{amount} payés le {date}',
  refundedOn: 'Remboursé le {date}',
  eligibleUntil: 'Vous pouvez demander un remboursement jusqu’au {date}.',
  windowClosed: 'Le délai de remboursement s’est terminé le {date}.',
  tooMuchFinished: 'Vous avez terminé {completed} leçons sur {total} : ce cours ne peut plus être remboursé.',
  requestRefund: 'Demander un remboursement',
  openCourse: 'Ouvrir le cours',
  confirmTitle: 'Rembourser « {course} » ?',
  confirmBody: 'Vous récupérez {amount} sur votre carte et le cours quitte aussitôt vos cours. Vous pourrez le racheter plus tard.',
  reasonLabel: 'Pourquoi le demandez-vous ? (facultatif)',
  confirmRefund: 'Rembourser ma commande',
  keepCourse: 'Garder le cours',
  refunding: 'Remboursement…',
  refundFailed: 'Le remboursement n’a pas pu être effectué',
  refundDone: 'Remboursé : {amount} revient sur votre carte.',
});
