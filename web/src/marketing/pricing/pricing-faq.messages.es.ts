import { defineTranslation } from '../../shared/i18n';
import type { pricingFaqMessages } from './pricing-faq.messages';

export default defineTranslation<typeof pricingFaqMessages>({
  title: 'Preguntas sobre los planes',
  trialQ: '¿Qué pasa cuando termina la prueba gratuita?',
  trialA: 'Pro y Pro Plus empiezan con {days} días gratis, que se activan desde Facturación sin tarjeta, una prueba por cuenta. Durante la prueba no se cobra nada. Si te suscribes durante ella, tu tarjeta se guarda y el primer pago se cobra al terminar la prueba; si no, tu cuenta vuelve al plan Gratuito, y los cursos que publicaste siguen publicados.',
  learnersQ: '¿Los estudiantes necesitan un plan?',
  learnersA: 'No. Crear una cuenta y estudiar los cursos gratuitos no cuesta nada. Algunos cursos los venden sus creadores: pagas esos cursos, nunca un plan.',
  creditsQ: '¿Qué es un crédito de IA?',
  creditsA: 'Los créditos pagan el trabajo de la IA, como redactar un índice, una lección, preguntas de cuestionario o una narración; las tareas más grandes gastan más créditos. Tu saldo se recarga cada mes con la asignación de tu plan.',
  switchQ: '¿Puedo cambiar de plan más adelante?',
  switchA: 'Sí, cuando quieras, desde Facturación. Si subes de plan, el cambio se aplica al momento y pagas la diferencia por el resto del periodo en curso; si bajas de plan, cambias el periodo de facturación o cancelas, se aplica al final del periodo que ya has pagado.',
  yearlyQ: '¿Mensual o anual?',
  yearlyA: 'Pagar al año te ahorra un {percent} % respecto a doce pagos mensuales. Con la facturación mensual puedes dejarlo cuando quieras.',
  dataQ: '¿Qué pasa con mis datos?',
  dataA: 'Tus datos personales se cifran con una clave propia y pueden borrarse si lo pides, y Pathwise no usa rastreadores de terceros. La política de privacidad lo explica todo.',
  privacyLink: 'Leer la política de privacidad',
});
