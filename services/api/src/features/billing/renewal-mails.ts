import type { Language, PaidTier } from '@pathwise/event-schemas';
import type { MailMessage } from '../identity/index.js';

/** Plan names are the brand's, the same in every language. */
const planNames: Readonly<Record<PaidTier, string>> = { pro: 'Pro', pro_plus: 'Pro Plus' };

interface RenewalMailFacts {
  readonly to: string;
  readonly language: Language;
  readonly tier: PaidTier;
  /** The amount the charge asked for, in minor units of `currency`. */
  readonly amount: number;
  readonly currency: string;
  readonly last4: string;
  readonly billingUrl: string;
}

const dateIn = (language: Language, moment: Date) => new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(moment);
const moneyIn = (language: Language, amount: number, currency: string) => new Intl.NumberFormat(language, { style: 'currency', currency }).format(amount / 100);

/** A renewal's charge failed and will be tried again on `retryAt`; the plan is kept meanwhile. */
export function renewalFailedMail(facts: RenewalMailFacts & { readonly retryAt: Date }): MailMessage {
  const plan = planNames[facts.tier];
  const amount = moneyIn(facts.language, facts.amount, facts.currency);
  const date = dateIn(facts.language, facts.retryAt);
  const texts: Record<Language, { subject: string; body: string[] }> = {
    en: {
      subject: `We could not renew your Pathwise ${plan} plan`,
      body: [
        `The payment of ${amount} for your ${plan} plan was declined by the card ending in ${facts.last4}.`,
        `You keep ${plan} meanwhile. We will try again on ${date}; if the last try fails, your account returns to the Free plan.`,
        `Your billing page: ${facts.billingUrl}`,
      ],
    },
    es: {
      subject: `No pudimos renovar tu plan ${plan} de Pathwise`,
      body: [
        `La tarjeta terminada en ${facts.last4} rechazó el pago de ${amount} de tu plan ${plan}.`,
        `Mientras tanto conservas ${plan}. Lo intentaremos de nuevo el ${date}; si el último intento falla, tu cuenta vuelve al plan Gratuito.`,
        `Tu página de facturación: ${facts.billingUrl}`,
      ],
    },
    fr: {
      subject: `Nous n’avons pas pu renouveler votre offre ${plan} sur Pathwise`,
      body: [
        `Le paiement de ${amount} pour votre offre ${plan} a été refusé par la carte se terminant par ${facts.last4}.`,
        `Vous gardez ${plan} en attendant. Nous réessaierons le ${date} ; si la dernière tentative échoue, votre compte revient à l’offre Gratuite.`,
        `Votre page de facturation : ${facts.billingUrl}`,
      ],
    },
  };
  const { subject, body } = texts[facts.language];
  return { to: facts.to, subject, text: `${body.join('\n\n')}\n` };
}

/** The last try failed: the subscription has ended and the account is on the Free plan. */
export function subscriptionEndedUnpaidMail(facts: RenewalMailFacts): MailMessage {
  const plan = planNames[facts.tier];
  const amount = moneyIn(facts.language, facts.amount, facts.currency);
  const texts: Record<Language, { subject: string; body: string[] }> = {
    en: {
      subject: `Your Pathwise ${plan} plan has ended`,
      body: [
        `The last try to charge ${amount} to the card ending in ${facts.last4} failed, so your ${plan} subscription has ended and your account is on the Free plan. Courses you published stay live.`,
        `You can subscribe again at any time on your billing page: ${facts.billingUrl}`,
      ],
    },
    es: {
      subject: `Tu plan ${plan} de Pathwise ha terminado`,
      body: [
        `El último intento de cobrar ${amount} en la tarjeta terminada en ${facts.last4} falló, así que tu suscripción ${plan} ha terminado y tu cuenta está en el plan Gratuito. Los cursos que publicaste siguen publicados.`,
        `Puedes volver a suscribirte cuando quieras en tu página de facturación: ${facts.billingUrl}`,
      ],
    },
    fr: {
      subject: `Votre offre ${plan} sur Pathwise est terminée`,
      body: [
        `La dernière tentative de prélever ${amount} sur la carte se terminant par ${facts.last4} a échoué : votre abonnement ${plan} est terminé et votre compte est sur l’offre Gratuite. Les cours que vous avez publiés restent en ligne.`,
        `Vous pouvez vous abonner à nouveau à tout moment sur votre page de facturation : ${facts.billingUrl}`,
      ],
    },
  };
  const { subject, body } = texts[facts.language];
  return { to: facts.to, subject, text: `${body.join('\n\n')}\n` };
}
