import { publicPageHeadsFr } from '@pathwise/contracts';
import { defineTranslation } from '../../shared/i18n';
import type { docsMessages } from './docs.messages';

export default defineTranslation<typeof docsMessages>({
  docTitle: publicPageHeadsFr.documentation.title,
  eyebrow: 'Documentation',
  title: 'Utiliser Pathwise',
  lead: publicPageHeadsFr.documentation.description,
  contents: 'Sur cette page',
  everyone: 'Pour tous',
  learners: 'Pour les apprenants',
  creators: 'Pour les créateurs',
  admins: 'Pour les administrateurs',
  developers: 'Pour les développeurs',
  signInTitle: 'Se connecter avec un code',
  profileTitle: 'Profil et paramètres',
  learningTitle: 'Suivre un cours et passer des quiz',
  creatingTitle: 'Créer et publier un cours',
  adaptivityTitle: 'Comment l’adaptation décide',
  adminTitle: 'Outils d’administration',
  apiTitle: 'API et temps réel',
  stillStuck: 'Toujours bloqué ? Écrivez-nous : une personne vous répondra.',
  contactLink: 'Contacter l’assistance',
});
