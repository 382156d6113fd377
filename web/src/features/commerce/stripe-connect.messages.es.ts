import { defineTranslation } from '../../shared/i18n';
import type { stripeConnectMessages } from './stripe-connect.messages';

export default defineTranslation<typeof stripeConnectMessages>({
  title: 'Cuenta de Stripe',
  intro: 'Conecta una cuenta de Stripe y Stripe te pagará tu parte de cada venta directamente, sin esperar al pago mensual.',
  notConnected: 'Aún no has conectado una cuenta de Stripe. Hasta que lo hagas, tus ganancias esperan aquí al pago mensual; si la conectas más tarde, ese pago se envía a ella.',
  connect: 'Conectar con Stripe',
  continueOnboarding: 'Continuar el registro',
  opening: 'Abriendo Stripe…',
  couldNotOpen: 'No se pudo contactar con Stripe. Inténtalo de nuevo en un momento.',
  checking: 'Comprobando tu cuenta de Stripe…',
  couldNotCheck: 'No se pudo comprobar tu cuenta de Stripe.',
  checkAgain: 'Comprobar de nuevo',
  statusLabel: 'Estado',
  needs_information: 'Necesita más información',
  needsInformationHelp: 'Stripe necesita más información antes de poder pagarte. Continúa el registro para dársela.',
  pending: 'Pendiente',
  pendingHelp: 'Stripe está comprobando los datos que diste. Suele tardar unos minutos; esta página muestra el resultado.',
  active: 'Activa',
  activeHelp: 'Stripe paga tu parte de cada nueva venta en tu cuenta de Stripe. Las ganancias retenidas de ventas anteriores se envían a esa misma cuenta con el pago mensual de abajo.',
  requirementsDueHelp: 'Stripe pide más información para mantener tu cuenta activa.',
  chargesEnabled: 'Ventas',
  payoutsEnabled: 'Pagos a tu banco',
  enabled: 'Activados',
  notEnabled: 'Todavía no',
});
