import { defineTranslation } from '../../../shared/i18n';
import type { purchasesMessages } from './purchases.messages';

export default defineTranslation<typeof purchasesMessages>({
  title: 'Tus compras',
  loading: 'Cargando tus compras…',
  couldNotLoad: 'No se pudieron cargar tus compras',
  empty: 'Aún no has comprado ningún curso.',
  policy: 'Puedes pedir el reembolso completo en los {days} días siguientes al pago mientras hayas terminado menos del {percent} de las lecciones del curso.',
  paidOn: 'Pagado {amount} el {date}',
  refundedOn: 'Reembolsado el {date}',
  eligibleUntil: 'Puedes pedir el reembolso hasta el {date}.',
  windowClosed: 'El plazo de reembolso terminó el {date}.',
  tooMuchFinished: 'Has terminado {completed} de {total} lecciones, así que este curso ya no se puede reembolsar.',
  requestRefund: 'Pedir un reembolso',
  openCourse: 'Abrir el curso',
  confirmTitle: '¿Reembolsar «{course}»?',
  confirmBody: 'Recibirás {amount} en tu tarjeta y el curso saldrá de tus cursos de inmediato. Podrás volver a comprarlo más adelante.',
  reasonLabel: '¿Por qué lo pides? (opcional)',
  confirmRefund: 'Reembolsar mi pedido',
  keepCourse: 'Conservar el curso',
  refunding: 'Reembolsando…',
  refundFailed: 'No se pudo hacer el reembolso',
  refundDone: 'Reembolsado: {amount} vuelve a tu tarjeta.',
});
