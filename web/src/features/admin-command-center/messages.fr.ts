import { defineTranslation } from '../../shared/i18n';
import type { commandCenterMessages } from './messages';

export default defineTranslation<typeof commandCenterMessages>({
  title: 'Centre de commande',
  intro: 'Le pouls de la plateforme, minute par minute sur la dernière heure, avec les totaux du dernier jour. Il bouge tout seul quand des personnes s’inscrivent, apprennent, achètent et obtiennent des certificats.',
  loading: 'Chargement du pouls…',
  couldNotLoad: 'Impossible de charger le pouls',
  measuredAt: 'à {time}',
  signUps: 'Inscriptions',
  activeLearners: 'Apprenants actifs',
  learningEvents: 'Événements d’apprentissage',
  quizAttempts: 'Tentatives de quiz',
  sales: 'Ventes',
  revenue: 'Revenus ({currency})',
  noRevenue: 'Revenus',
  certificates: 'Certificats délivrés',
  last24Hours: 'ces dernières 24 heures',
  activeNow: 'en train d’apprendre ces 15 dernières minutes',
  lastHour: '{count} dans la dernière heure, {perMinute} dans la dernière minute',
  activeLastDay: '{count} apprenants ces dernières 24 heures',
  noSalesYet: 'Aucune vente ces dernières 24 heures.',
  perMinute: 'Par minute',
  minute: 'Minute',
  value: 'Valeur',
  quietHour: 'Rien dans la dernière heure.',
  chartSummary: '{figure}, par minute sur la dernière heure : {count} en tout, au plus {peak} en une minute.',
});
