import type { CourseReportKind } from '@pathwise/contracts';
import type { Language } from '@pathwise/event-schemas';

export interface ReportWording {
  readonly titles: Readonly<Record<CourseReportKind, string>>;
  readonly madeAt: (time: string) => string;
  readonly empty: string;
  readonly unnamed: string;
  readonly yes: string;
  readonly no: string;
  readonly valid: string;
  readonly revoked: string;
  readonly progressColumns: readonly string[];
  readonly quizColumns: readonly string[];
  readonly certificateColumns: readonly string[];
}

/** A report's words in the language of the request (the reader's), as the server words its other texts. */
export const reportWording: Readonly<Record<Language, ReportWording>> = {
  en: {
    titles: { progress: 'Progress per learner', 'quiz-results': 'Quiz results', certificates: 'Certificates' },
    madeAt: (time) => `Made ${time} UTC by Pathwise`,
    empty: 'Nothing to report yet.',
    unnamed: '(name erased)',
    yes: 'yes',
    no: 'no',
    valid: 'valid',
    revoked: 'revoked',
    progressColumns: ['Learner', 'Lessons started', 'Lessons completed', 'Quiz attempts', 'Best quiz score (%)', 'Time spent (min)', 'Last active', 'Finished'],
    quizColumns: ['Learner', 'Quiz', 'Attempts', 'Best score (%)', 'Latest score (%)', 'Passed', 'Last attempt'],
    certificateColumns: ['Learner', 'Certificate', 'Course version', 'Issued', 'Status'],
  },
  es: {
    titles: { progress: 'Progreso por estudiante', 'quiz-results': 'Resultados de los cuestionarios', certificates: 'Certificados' },
    madeAt: (time) => `Generado el ${time} UTC por Pathwise`,
    empty: 'Todavía no hay nada que informar.',
    unnamed: '(nombre borrado)',
    yes: 'sí',
    no: 'no',
    valid: 'válido',
    revoked: 'revocado',
    progressColumns: ['Estudiante', 'Lecciones empezadas', 'Lecciones completadas', 'Intentos de cuestionario', 'Mejor nota (%)', 'Tiempo (min)', 'Última actividad', 'Terminado'],
    quizColumns: ['Estudiante', 'Cuestionario', 'Intentos', 'Mejor nota (%)', 'Última nota (%)', 'Aprobado', 'Último intento'],
    certificateColumns: ['Estudiante', 'Certificado', 'Versión del curso', 'Emitido', 'Estado'],
  },
  fr: {
    titles: { progress: 'Progression par apprenant', 'quiz-results': 'Résultats des quiz', certificates: 'Certificats' },
    madeAt: (time) => `Établi le ${time} UTC par Pathwise`,
    empty: 'Rien à signaler pour l’instant.',
    unnamed: '(nom effacé)',
    yes: 'oui',
    no: 'non',
    valid: 'valide',
    revoked: 'révoqué',
    progressColumns: ['Apprenant', 'Leçons commencées', 'Leçons terminées', 'Tentatives de quiz', 'Meilleur score (%)', 'Temps passé (min)', 'Dernière activité', 'Terminé'],
    quizColumns: ['Apprenant', 'Quiz', 'Tentatives', 'Meilleur score (%)', 'Dernier score (%)', 'Réussi', 'Dernière tentative'],
    certificateColumns: ['Apprenant', 'Certificat', 'Version du cours', 'Délivré', 'Statut'],
  },
};
