import { defineMessages } from '../../shared/i18n';

/** The holder's notice on a certificate that shows a name they no longer go by, and the question before reissuing it. */
export const reissueMessages = defineMessages({
  en: {
    noticeTitle: 'Your name has changed since this certificate was issued',
    noticeBody: 'It shows the name {name}. Reissue it with the name you go by now: the achievement, its date and its skills stay the same.',
    reissue: 'Reissue with my new name',
    dialogTitle: 'Reissue this certificate with your new name?',
    dialogBody:
      'A new certificate with your current name takes its place, and this one is revoked as replaced. Links, QR codes and LinkedIn entries you shared before will say it was replaced and point to the new one.',
    confirm: 'Reissue certificate',
    reissuing: 'Reissuing…',
    keep: 'Keep this one',
    couldNotReissue: 'Could not reissue the certificate',
    reissued: 'Reissued with your new name: the new certificate is first in the list, and the old one is revoked as replaced.',
  },
  es: () => import('./reissue.messages.es'),
  fr: () => import('./reissue.messages.fr'),
});
