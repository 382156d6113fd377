import { defineTranslation } from '../../shared/i18n';
import type { authMessages } from './messages';

export default defineTranslation<typeof authMessages>({
  signUpTitle: 'Créez votre compte',
  signUpIntro:
    'Indiquez votre nom et votre adresse e-mail. Nous vous enverrons un code à {length} chiffres par e-mail\u00a0: aucun mot de passe à retenir.',
  haveAccount: 'Vous avez déjà un compte\u202f?',
  signInLink: 'Connectez-vous',
  loginTitle: 'Connectez-vous à Pathwise',
  newToPathwise: 'Première visite sur Pathwise\u202f?',
  createAccount: 'Créez un compte',
  haveCode: 'Vous avez déjà un code\u202f?',
  enterItHere: 'Saisissez-le ici',
  otpTitle: 'Saisissez votre code de connexion',
  noCodeYet: 'Pas encore de code\u202f?',
  getOneByEmail: 'Recevez-en un par e-mail',
  continueWithGoogle: 'Continuer avec Google',
  orUseEmail: 'ou utilisez votre e-mail',
  googleCancelled:
    'La connexion avec Google a été annulée. Vous pouvez réessayer, ou recevoir plutôt un code de connexion par e-mail.',
  googleRefused:
    'Google ne vous a pas autorisé à vous connecter. Vous pouvez réessayer, ou recevoir plutôt un code de connexion par e-mail.',
  googleSignInExpired:
    'La connexion avec Google a pris trop de temps ou a été lancée dans un autre onglet. Veuillez réessayer.',
  googleEmailNotVerified:
    'L’adresse e-mail de votre compte Google n’est pas vérifiée\u00a0: elle ne peut donc pas servir à vous connecter. Vérifiez-la auprès de Google, ou recevez un code de connexion par e-mail.',
  googleUnavailable:
    'Impossible de joindre Google. Veuillez réessayer dans un instant, ou recevoir un code de connexion par e-mail.',
  googleTooManyAttempts:
    'Trop de tentatives de connexion ont été faites depuis cet endroit. Patientez quelques minutes avant de réessayer.',
  googleFailed: 'La connexion avec Google n’a pas abouti. Veuillez réessayer, ou recevoir un code de connexion par e-mail.',
  yourName: 'Votre nom',
  emailAddress: 'Adresse e-mail',
  sendingCode: 'Envoi du code…',
  continue: 'Continuer',
  emailMeCode: 'M’envoyer un code par e-mail',
  emailInvalid: 'Saisissez une adresse e-mail valide',
  nameMissing: 'Saisissez un nom',
  nameTooLong: '{max} caractères au maximum',
  codeInvalid: 'Saisissez le code à {length} chiffres',
  checkYourEmail: 'Consultez vos e-mails',
  verificationCode: 'Code de vérification',
  codeSentTo: 'Nous avons envoyé un code à {length} chiffres à {email}.',
  codeExpiresIn: 'Il expire dans {duration}.',
  enterCodeFromEmail: 'Saisissez le code à {length} chiffres reçu dans l’e-mail que nous vous avons envoyé.',
  checkingCode: 'Vérification du code…',
  signIn: 'Se connecter',
  sendNewCode: 'Envoyer un nouveau code',
  useDifferentEmail: 'Utiliser une autre adresse e-mail',
  sendingNewCode: 'Envoi d’un nouveau code…',
  newCodeSent:
    'Nous avons envoyé un nouveau code à {email}. Il expire dans {duration}\u202f; les codes précédents ne sont plus valables.',
  devOutboxNote: 'Vous utilisez Pathwise en local\u202f? Aucun e-mail n’est envoyé\u00a0: lisez le code dans la {link}.',
  devOutboxLink: 'boîte d’envoi de développement (s’ouvre dans un nouvel onglet)',
});
