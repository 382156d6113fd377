import { defineTranslation } from '../../shared/i18n';
import type { docsUsingMessages } from './docs-using.messages';

export default defineTranslation<typeof docsUsingMessages>({
  signInIntro: 'Pathwise n’utilise pas de mot de passe : vous prouvez votre identité avec un code envoyé à votre adresse e-mail.',
  signInStep1: 'Sélectionnez Se connecter, puis saisissez votre adresse e-mail.',
  signInStep2: 'Ouvrez l’e-mail de Pathwise et copiez le code à 6 chiffres. Il est valable 10 minutes, et cinq essais erronés l’annulent.',
  signInStep3: 'Saisissez le code. Vous êtes connecté et revenez à la page d’où vous veniez.',
  signInPoint1: 'Une nouvelle adresse crée un nouveau compte : vous commencez comme créateur avec l’offre Gratuit, et pouvez apprendre et créer tout de suite.',
  signInPoint2: 'Là où la connexion avec Google est activée, vous pouvez utiliser votre compte Google.',
  signInPoint3: 'Votre navigateur reste connecté grâce à un cookie de session sécurisé. Se déconnecter met fin à cette session immédiatement, ainsi qu’à tout jeton d’API émis à partir d’elle.',
  signInLink: 'Se connecter',
  profilePoint1: 'Profil : le nom que voient les autres, et une photo (PNG, JPEG ou WebP, jusqu’à 2 Mo) que vous pouvez retirer à tout moment.',
  profilePoint2: 'Paramètres : la langue de l’interface (anglais, espagnol ou français) et la réception ou non des notifications par e-mail. Ces choix suivent votre compte sur tous vos appareils.',
  profilePoint3: 'Thème : clair, sombre ou celui de votre système. Ce choix est conservé dans votre navigateur.',
  profileLink: 'Ouvrir votre profil',
  settingsLink: 'Ouvrir vos paramètres',
  learningPoint1: 'Choisissez un cours dans le catalogue. Sa carte montre ce que vous maîtrisez, ce que vous êtes prêt à apprendre et ce qui attend encore un prérequis.',
  learningPoint2: 'Les leçons sont courtes. Chaque leçon terminée et chaque réponse de quiz sont enregistrées pour que votre parcours s’adapte.',
  learningPoint3: 'Les quiz expliquent chaque réponse. Une mauvaise réponse est une information, pas une sanction : elle indique à Pathwise quoi vous montrer ensuite.',
  learningPoint4: 'Les révisions apparaissent quand elles sont dues, en général quelques minutes par jour. Les faire à temps, c’est ce qui garde une compétence maîtrisée.',
  learningPoint5: 'Gagnez de l’XP, des niveaux et des séries au fil de l’eau, et un certificat à la fin d’un cours. Chacun peut vérifier un certificat sur sa page de vérification publique.',
  coursesLink: 'Parcourir les cours',
  demoLink: 'Essayer le cours de démonstration',
});
