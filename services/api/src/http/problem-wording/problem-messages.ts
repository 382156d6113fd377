import type { Wording } from './wording.js';

/**
 * The details and field details of the problems people meet in the app, as the code writes them in English. A
 * problem whose text is not here is answered in English; add its wording here when it reaches people.
 */
export const problemMessages: readonly Wording[] = [
  // Access, as the spec words it.
  {
    en: "You don't have permission to access this page. This feature requires {role} privileges.",
    es: 'No tienes permiso para acceder a esta página. Esta función requiere privilegios de {role}.',
    fr: 'Vous n’avez pas l’autorisation d’accéder à cette page. Cette fonctionnalité nécessite les privilèges {role}.',
  },
  {
    en: 'This feature is exclusive to our {plan} plan subscribers. Please upgrade your subscription to access this content.',
    es: 'Esta función es exclusiva de los suscriptores del plan {plan}. Mejora tu suscripción para acceder a este contenido.',
    fr: 'Cette fonctionnalité est réservée aux abonnés de l’offre {plan}. Passez à une offre supérieure pour accéder à ce contenu.',
  },
  {
    en: 'Sign in to use this; send a valid access token as "Authorization: Bearer <token>".',
    es: 'Inicia sesión para usar esto; envía un token de acceso válido como "Authorization: Bearer <token>".',
    fr: 'Connectez-vous pour utiliser ceci ; envoyez un jeton d’accès valide sous la forme "Authorization: Bearer <token>".',
  },
  // Courses and learning.
  {
    en: 'A course needs at least one lesson before it is published.',
    es: 'Un curso necesita al menos una lección antes de publicarse.',
    fr: 'Un cours doit avoir au moins une leçon avant d’être publié.',
  },
  { en: 'Enrol in this course to study it.', es: 'Inscríbete en este curso para estudiarlo.', fr: 'Inscrivez-vous à ce cours pour l’étudier.' },
  {
    en: 'Enrol in this course to answer its questions.',
    es: 'Inscríbete en este curso para responder a sus preguntas.',
    fr: 'Inscrivez-vous à ce cours pour répondre à ses questions.',
  },
  {
    en: 'Enrol in this course to take its quizzes.',
    es: 'Inscríbete en este curso para hacer sus cuestionarios.',
    fr: 'Inscrivez-vous à ce cours pour passer ses quiz.',
  },
  { en: 'This course is not open for enrolment.', es: 'Este curso no admite inscripciones.', fr: 'Ce cours n’est pas ouvert aux inscriptions.' },
  {
    en: 'Remove the lessons and quizzes of this module first.',
    es: 'Primero elimina las lecciones y los cuestionarios de este módulo.',
    fr: 'Supprimez d’abord les leçons et les quiz de ce module.',
  },
  { en: 'No such course', es: 'No existe ese curso', fr: 'Ce cours n’existe pas' },
  { en: 'There is no course {courseId}.', es: 'No existe el curso {courseId}.', fr: 'Le cours {courseId} n’existe pas.' },
  { en: 'No lesson "{lessonId}" in this course', es: 'No hay ninguna lección "{lessonId}" en este curso', fr: 'Aucune leçon « {lessonId} » dans ce cours' },
  { en: 'No quiz "{quizId}" in this course', es: 'No hay ningún cuestionario "{quizId}" en este curso', fr: 'Aucun quiz « {quizId} » dans ce cours' },
  { en: 'No question "{itemId}" in this lesson', es: 'No hay ninguna pregunta "{itemId}" en esta lección', fr: 'Aucune question « {itemId} » dans cette leçon' },
  {
    en: 'You can only record and read your own learning activity.',
    es: 'Solo puedes registrar y consultar tu propia actividad de aprendizaje.',
    fr: 'Vous ne pouvez enregistrer et consulter que votre propre activité d’apprentissage.',
  },
  // Accounts.
  {
    en: 'Admins cannot change their own role; ask another admin.',
    es: 'Un administrador no puede cambiar su propio rol; pídeselo a otro administrador.',
    fr: 'Un administrateur ne peut pas changer son propre rôle ; demandez à un autre administrateur.',
  },
  { en: 'There is no user {userId}', es: 'No existe el usuario {userId}', fr: 'L’utilisateur {userId} n’existe pas' },
  { en: 'There is no account {userId}', es: 'No existe la cuenta {userId}', fr: 'Le compte {userId} n’existe pas' },
  { en: 'Account {userId} is already registered', es: 'La cuenta {userId} ya está registrada', fr: 'Le compte {userId} est déjà enregistré' },
  { en: 'There is no such picture', es: 'No existe esa imagen', fr: 'Cette image n’existe pas' },
  // Rewards.
  { en: 'Reward {rewardId} has already been claimed.', es: 'La recompensa {rewardId} ya se ha reclamado.', fr: 'La récompense {rewardId} a déjà été réclamée.' },
  { en: 'Reward {rewardId} belongs to another learner.', es: 'La recompensa {rewardId} pertenece a otro alumno.', fr: 'La récompense {rewardId} appartient à un autre apprenant.' },
  { en: 'There is no reward {rewardId}.', es: 'No existe la recompensa {rewardId}.', fr: 'La récompense {rewardId} n’existe pas.' },
  // The forum.
  {
    en: 'This thread is locked and takes no replies.',
    es: 'Este hilo está cerrado y no admite respuestas.',
    fr: 'Cette discussion est verrouillée et n’accepte plus de réponses.',
  },
  { en: 'The thread is locked', es: 'El hilo está cerrado', fr: 'La discussion est verrouillée' },
  { en: "There is no thread {threadId} in this course's forum.", es: 'No existe el hilo {threadId} en el foro de este curso.', fr: 'La discussion {threadId} n’existe pas dans le forum de ce cours.' },
  { en: 'There is no post {postId} in this thread.', es: 'No existe el mensaje {postId} en este hilo.', fr: 'Le message {postId} n’existe pas dans cette discussion.' },
  { en: 'No such thread', es: 'No existe ese hilo', fr: 'Cette discussion n’existe pas' },
  { en: 'No such post', es: 'No existe ese mensaje', fr: 'Ce message n’existe pas' },
  {
    en: 'The opening post cannot answer its own thread',
    es: 'El mensaje inicial no puede responder a su propio hilo',
    fr: 'Le message d’ouverture ne peut pas répondre à sa propre discussion',
  },
  { en: 'Only the opening post of a thread has a title', es: 'Solo el mensaje inicial de un hilo tiene título', fr: 'Seul le message d’ouverture d’une discussion a un titre' },
  // Materials and uploads.
  { en: 'There is no material {materialId}', es: 'No existe el material {materialId}', fr: 'Le support {materialId} n’existe pas' },
  { en: 'Material {materialId} was deleted', es: 'El material {materialId} se eliminó', fr: 'Le support {materialId} a été supprimé' },
  { en: 'The file is empty', es: 'El archivo está vacío', fr: 'Le fichier est vide' },
  {
    en: "Only the course's creator and co-authors can manage its materials.",
    es: 'Solo el creador y los coautores del curso pueden gestionar sus materiales.',
    fr: 'Seuls le créateur et les coauteurs du cours peuvent gérer ses supports.',
  },
  // Any request.
  { en: 'The body is not valid JSON', es: 'El cuerpo no es JSON válido', fr: 'Le corps n’est pas du JSON valide' },
  { en: 'The request body is not valid JSON', es: 'El cuerpo de la solicitud no es JSON válido', fr: 'Le corps de la requête n’est pas du JSON valide' },
  {
    en: 'Expected a JSON body (Content-Type: application/json)',
    es: 'Se esperaba un cuerpo JSON (Content-Type: application/json)',
    fr: 'Un corps JSON était attendu (Content-Type: application/json)',
  },
  { en: '{key} is not a field you can send here', es: '{key} no es un campo que puedas enviar aquí', fr: '{key} n’est pas un champ que vous pouvez envoyer ici' },
  { en: 'Cannot be in the future', es: 'No puede estar en el futuro', fr: 'Ne peut pas être dans le futur' },
  { en: 'Required', es: 'Obligatorio', fr: 'Obligatoire' },
  { en: 'An unexpected error occurred.', es: 'Se produjo un error inesperado.', fr: 'Une erreur inattendue s’est produite.' },
  { en: 'Not found', es: 'No encontrado', fr: 'Introuvable' },
];
