import type { Language } from '@pathwise/event-schemas';
import type { MailMessage } from '../identity/index.js';

interface CertificateMailFacts {
  readonly to: string;
  readonly language: Language;
  readonly courseTitle: string;
  readonly issuedAt: Date;
  /** The holder's certificates page and the public verify page. */
  readonly certificatesUrl: string;
  readonly verifyUrl: string;
}

const dateIn = (language: Language, moment: Date) => new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(moment);

/** The mail the moment a certificate is issued: what it is for, where to get it, and where anyone can verify it. */
export function certificateIssuedMail(facts: CertificateMailFacts): MailMessage {
  const date = dateIn(facts.language, facts.issuedAt);
  const texts: Record<Language, { subject: string; body: string[] }> = {
    en: {
      subject: `Your certificate for “${facts.courseTitle}”`,
      body: [
        `Congratulations: on ${date} you met the criteria of “${facts.courseTitle}”, and Pathwise issued your certificate.`,
        `Download it as a PDF, get the signed credential or add it to your LinkedIn profile: ${facts.certificatesUrl}`,
        `Anyone can check that it is genuine at ${facts.verifyUrl}`,
      ],
    },
    es: {
      subject: `Tu certificado de «${facts.courseTitle}»`,
      body: [
        `Enhorabuena: el ${date} cumpliste los criterios de «${facts.courseTitle}» y Pathwise emitió tu certificado.`,
        `Descárgalo en PDF, obtén la credencial firmada o añádelo a tu perfil de LinkedIn: ${facts.certificatesUrl}`,
        `Cualquiera puede comprobar que es auténtico en ${facts.verifyUrl}`,
      ],
    },
    fr: {
      subject: `Votre certificat pour « ${facts.courseTitle} »`,
      body: [
        `Félicitations : le ${date}, vous avez rempli les critères de « ${facts.courseTitle} » et Pathwise a délivré votre certificat.`,
        `Téléchargez-le en PDF, récupérez l’attestation signée ou ajoutez-le à votre profil LinkedIn : ${facts.certificatesUrl}`,
        `Tout le monde peut vérifier son authenticité sur ${facts.verifyUrl}`,
      ],
    },
  };
  const { subject, body } = texts[facts.language];
  return { to: facts.to, subject, text: `${body.join('\n\n')}\n` };
}
