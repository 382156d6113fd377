import { planOf } from '@pathwise/contracts';
import type { Language, TrialTier } from '@pathwise/event-schemas';
import type { MailMessage } from '../identity/index.js';

/** Plan names are the brand's, the same in every language. */
const planNames: Readonly<Record<TrialTier, string>> = { pro: 'Pro', pro_plus: 'Pro Plus' };

interface TrialMailFacts {
  readonly to: string;
  readonly language: Language;
  readonly tier: TrialTier;
  readonly endsAt: Date;
  /** Where /billing is, when the deployment knows its public address. */
  readonly billingUrl: string;
}

const dateIn = (language: Language, moment: Date) => new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(moment);
const creditsIn = (language: Language, tier: TrialTier | 'free') => new Intl.NumberFormat(language).format(planOf(tier).monthlyAiCredits);

/** The mail a few days before a free trial ends: when, and what happens then unless the account subscribes. */
export function trialEndingMail(facts: TrialMailFacts): MailMessage {
  const plan = planNames[facts.tier];
  const date = dateIn(facts.language, facts.endsAt);
  const texts: Record<Language, { subject: string; body: string[] }> = {
    en: {
      subject: `Your Pathwise ${plan} trial ends on ${date}`,
      body: [
        `Your free trial of ${plan} ends on ${date}.`,
        `Nothing is charged: on that day your account returns to the Free plan (one published course, ${creditsIn('en', 'free')} AI credits a month). Courses you published stay live.`,
        `To keep ${plan}, choose it on your billing page: ${facts.billingUrl}`,
      ],
    },
    es: {
      subject: `Tu prueba de ${plan} en Pathwise termina el ${date}`,
      body: [
        `Tu prueba gratuita de ${plan} termina el ${date}.`,
        `No se cobra nada: ese día tu cuenta vuelve al plan Gratuito (un curso publicado, ${creditsIn('es', 'free')} créditos de IA al mes). Los cursos que publicaste siguen publicados.`,
        `Para conservar ${plan}, elígelo en tu página de facturación: ${facts.billingUrl}`,
      ],
    },
    fr: {
      subject: `Votre essai de ${plan} sur Pathwise se termine le ${date}`,
      body: [
        `Votre essai gratuit de ${plan} se termine le ${date}.`,
        `Rien n’est prélevé : ce jour-là, votre compte revient à l’offre Gratuite (un cours publié, ${creditsIn('fr', 'free')} crédits IA par mois). Les cours que vous avez publiés restent en ligne.`,
        `Pour garder ${plan}, choisissez-la sur votre page de facturation : ${facts.billingUrl}`,
      ],
    },
  };
  const { subject, body } = texts[facts.language];
  return { to: facts.to, subject, text: `${body.join('\n\n')}\n` };
}

/** The mail the day a free trial ends: the account is on the Free plan again. */
export function trialEndedMail(facts: TrialMailFacts): MailMessage {
  const plan = planNames[facts.tier];
  const texts: Record<Language, { subject: string; body: string[] }> = {
    en: {
      subject: `Your Pathwise ${plan} trial has ended`,
      body: [
        `Your free trial of ${plan} has ended and your account is on the Free plan. Nothing was charged.`,
        `You can choose ${plan} again at any time on your billing page: ${facts.billingUrl}`,
      ],
    },
    es: {
      subject: `Tu prueba de ${plan} en Pathwise ha terminado`,
      body: [
        `Tu prueba gratuita de ${plan} ha terminado y tu cuenta está en el plan Gratuito. No se ha cobrado nada.`,
        `Puedes volver a elegir ${plan} cuando quieras en tu página de facturación: ${facts.billingUrl}`,
      ],
    },
    fr: {
      subject: `Votre essai de ${plan} sur Pathwise est terminé`,
      body: [
        `Votre essai gratuit de ${plan} est terminé et votre compte est sur l’offre Gratuite. Rien n’a été prélevé.`,
        `Vous pouvez choisir à nouveau ${plan} à tout moment sur votre page de facturation : ${facts.billingUrl}`,
      ],
    },
  };
  const { subject, body } = texts[facts.language];
  return { to: facts.to, subject, text: `${body.join('\n\n')}\n` };
}
