import { defineTranslation } from '../../shared/i18n';
import type { reportsMessages } from './messages';

export default defineTranslation<typeof reportsMessages>({
  title: 'Rapports',
  intro: 'Téléchargez ce que vos apprenants ont fait dans chacun de vos cours, en tableur (CSV) ou en PDF à imprimer. Les rapports sont rédigés dans votre langue.',
  loading: 'Chargement de vos cours…',
  couldNotLoad: 'Impossible de charger vos cours',
  none: 'Vous n’avez pas encore de cours. Les rapports apparaîtront ici dès que vous en créerez un.',
  createCourse: 'Créer un cours',
  report_progress: 'Progression par apprenant',
  report_progress_hint: 'Leçons commencées et terminées, tentatives de quiz, meilleur score, temps passé, dernière activité et date de fin.',
  'report_quiz-results': 'Résultats des quiz',
  'report_quiz-results_hint': 'Pour chaque apprenant et chaque quiz : tentatives, meilleur et dernier score, et réussite.',
  report_certificates: 'Certificats',
  report_certificates_hint: 'Chaque certificat délivré pour le cours, sa date, et s’il est toujours valide.',
  download: 'Télécharger {report} de {course} en {format}',
  status_draft: 'Brouillon',
  status_published: 'Publié',
  status_archived: 'Archivé',
  sales: 'Les ventes et les remboursements s’exportent depuis votre page des ventes.',
  salesLink: 'Aller aux ventes',
});
