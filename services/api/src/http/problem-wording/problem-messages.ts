import type { Wording } from '../wording.js';

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
    en: "Your plan's limit of published courses is reached ({count} of {limit}): archive a published course, or move to a plan that allows more.",
    es: 'Has alcanzado el límite de cursos publicados de tu plan ({count} de {limit}): archiva un curso publicado o cambia a un plan que permita más.',
    fr: 'Vous avez atteint la limite de cours publiés de votre offre ({count} sur {limit}) : archivez un cours publié ou passez à une offre qui en permet davantage.',
  },
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
  { en: 'Not enrolled in this course', es: 'No estás inscrito en este curso', fr: 'Vous n’êtes pas inscrit à ce cours' },
  { en: 'Stale: the course is at version {version}', es: 'Desactualizado: el curso está en la versión {version}', fr: 'Périmé : le cours en est à la version {version}' },
  { en: 'No course "{courseId}"', es: 'No hay ningún curso "{courseId}"', fr: 'Aucun cours « {courseId} »' },
  { en: 'No module "{moduleId}" in this course', es: 'No hay ningún módulo "{moduleId}" en este curso', fr: 'Aucun module « {moduleId} » dans ce cours' },
  {
    en: 'No item "{itemId}" in quiz "{quizId}" of this course',
    es: 'No hay ninguna pregunta "{itemId}" en el cuestionario "{quizId}" de este curso',
    fr: 'Aucune question « {itemId} » dans le quiz « {quizId} » de ce cours',
  },
  { en: 'A lesson with id "{lessonId}" already exists', es: 'Ya existe una lección con el id "{lessonId}"', fr: 'Une leçon d’identifiant « {lessonId} » existe déjà' },
  { en: 'A module with id "{moduleId}" already exists', es: 'Ya existe un módulo con el id "{moduleId}"', fr: 'Un module d’identifiant « {moduleId} » existe déjà' },
  { en: 'A quiz with id "{quizId}" already exists', es: 'Ya existe un cuestionario con el id "{quizId}"', fr: 'Un quiz d’identifiant « {quizId} » existe déjà' },
  { en: 'Course {courseId} has no lesson {lessonId}', es: 'El curso {courseId} no tiene la lección {lessonId}', fr: 'Le cours {courseId} n’a pas de leçon {lessonId}' },
  { en: 'There is no course {courseId}', es: 'No existe el curso {courseId}', fr: 'Le cours {courseId} n’existe pas' },
  {
    en: "Only the course's creator and its co-authors can edit it.",
    es: 'Solo el creador del curso y sus coautores pueden editarlo.',
    fr: 'Seuls le créateur du cours et ses coauteurs peuvent le modifier.',
  },
  {
    en: "Only the course's creator and co-authors may edit its lessons",
    es: 'Solo el creador del curso y sus coautores pueden editar sus lecciones',
    fr: 'Seuls le créateur du cours et ses coauteurs peuvent modifier ses leçons',
  },
  {
    en: "Only the course's creator can publish, archive or return it to draft, and manage co-authors.",
    es: 'Solo el creador del curso puede publicarlo, archivarlo o devolverlo a borrador, y gestionar sus coautores.',
    fr: 'Seul le créateur du cours peut le publier, l’archiver ou le repasser en brouillon, et gérer ses coauteurs.',
  },
  {
    en: "Only the course's creator can switch its leaderboard on or off.",
    es: 'Solo el creador del curso puede activar o desactivar su clasificación.',
    fr: 'Seul le créateur du cours peut activer ou désactiver son classement.',
  },
  {
    en: 'Is more than 30 days ago; events that old are not accepted',
    es: 'Es de hace más de 30 días; no se aceptan eventos tan antiguos',
    fr: 'Date de plus de 30 jours ; des événements aussi anciens ne sont pas acceptés',
  },
  { en: 'This placement test is already completed', es: 'Esta prueba de nivel ya está completada', fr: 'Ce test de positionnement est déjà terminé' },
  { en: 'This reward has already been claimed', es: 'Esta recompensa ya se ha reclamado', fr: 'Cette récompense a déjà été réclamée' },
  { en: 'This reward is not yours to claim', es: 'Esta recompensa no es tuya', fr: 'Cette récompense n’est pas la vôtre' },
  { en: 'No such notification in your inbox', es: 'No existe esa notificación en tu bandeja', fr: 'Cette notification n’est pas dans votre boîte de réception' },
  // The admin tools: users' roles and plans, adaptive calibration, the projections' parked events.
  { en: 'Say why, in a few words', es: 'Explica el motivo en pocas palabras', fr: 'Dites pourquoi, en quelques mots' },
  {
    en: 'Another calibration finished while this one ran; its results stand',
    es: 'Otra calibración terminó mientras se ejecutaba esta; sus resultados se mantienen',
    fr: 'Un autre calibrage s’est terminé pendant que celui-ci s’exécutait ; ses résultats sont conservés',
  },
  { en: 'There is no projection named "{name}"', es: 'No hay ninguna proyección llamada "{name}"', fr: 'Aucune projection ne porte le nom « {name} »' },
  {
    en: 'Expected a log position (a whole number as a string)',
    es: 'Se esperaba una posición del registro (un número entero en forma de texto)',
    fr: 'Une position dans le journal était attendue (un nombre entier sous forme de texte)',
  },
  // Signing in.
  { en: 'Enter a valid email address', es: 'Introduce una dirección de correo válida', fr: 'Saisissez une adresse e-mail valide' },
  { en: 'Enter the 6-digit code', es: 'Introduce el código de 6 cifras', fr: 'Saisissez le code à 6 chiffres' },
  { en: 'This code has expired; ask for a new one.', es: 'Este código ha caducado; pide uno nuevo.', fr: 'Ce code a expiré ; demandez-en un nouveau.' },
  { en: 'That code is not right; 1 try left.', es: 'Ese código no es correcto; queda 1 intento.', fr: 'Ce code n’est pas le bon ; il reste 1 essai.' },
  {
    en: 'That code is not right; {tries} tries left.',
    es: 'Ese código no es correcto; quedan {tries} intentos.',
    fr: 'Ce code n’est pas le bon ; il reste {tries} essais.',
  },
  {
    en: 'Sign-in expired or was not started here; try again',
    es: 'El inicio de sesión caducó o no empezó aquí; inténtalo de nuevo',
    fr: 'La connexion a expiré ou n’a pas commencé ici ; réessayez',
  },
  {
    en: 'The access token is invalid or has expired; sign in again',
    es: 'El token de acceso no es válido o ha caducado; vuelve a iniciar sesión',
    fr: 'Le jeton d’accès est invalide ou a expiré ; reconnectez-vous',
  },
  { en: 'Google did not confirm this email address', es: 'Google no confirmó esta dirección de correo', fr: 'Google n’a pas confirmé cette adresse e-mail' },
  { en: 'Already taken', es: 'Ya está en uso', fr: 'Déjà utilisé' },
  // Course ratings and reviews.
  {
    en: 'Finish this course to rate it: ratings come from learners who completed every lesson and quiz.',
    es: 'Termina este curso para valorarlo: las valoraciones son de quienes completaron todas sus lecciones y cuestionarios.',
    fr: 'Terminez ce cours pour le noter : les notes viennent des apprenants qui ont terminé toutes ses leçons et tous ses quiz.',
  },
  { en: 'Not finished by you', es: 'No lo has terminado', fr: 'Vous ne l’avez pas terminé' },
  { en: "A course's creator and co-authors cannot rate it.", es: 'El creador y los coautores de un curso no pueden valorarlo.', fr: 'Le créateur et les coauteurs d’un cours ne peuvent pas le noter.' },
  { en: 'You teach this course', es: 'Impartes este curso', fr: 'Vous donnez ce cours' },
  { en: "Only the course's creator can reply to its reviews.", es: 'Solo el creador del curso puede responder a sus reseñas.', fr: 'Seul le créateur du cours peut répondre à ses avis.' },
  { en: 'Not the creator of this course', es: 'No eres el creador de este curso', fr: 'Vous n’êtes pas le créateur de ce cours' },
  { en: 'There is no rating by {learnerId} on this course.', es: 'No hay ninguna valoración de {learnerId} en este curso.', fr: 'Aucune note de {learnerId} sur ce cours.' },
  { en: 'No such rating', es: 'No existe esa valoración', fr: 'Cette note n’existe pas' },
  { en: 'This review has no reply to edit yet.', es: 'Esta reseña aún no tiene respuesta que editar.', fr: 'Cet avis n’a pas encore de réponse à modifier.' },
  { en: 'No reply yet', es: 'Aún sin respuesta', fr: 'Pas encore de réponse' },
  {
    en: 'You already replied to this review; edit your reply instead.',
    es: 'Ya respondiste a esta reseña; edita tu respuesta.',
    fr: 'Vous avez déjà répondu à cet avis ; modifiez plutôt votre réponse.',
  },
  { en: 'Already replied', es: 'Ya respondido', fr: 'Déjà répondu' },
  { en: 'A rating is 1 to 5 stars', es: 'Una valoración va de 1 a 5 estrellas', fr: 'Une note va de 1 à 5 étoiles' },
  { en: 'A rating is a whole number of stars', es: 'Una valoración es un número entero de estrellas', fr: 'Une note est un nombre entier d’étoiles' },
  { en: 'A review is at most 2000 characters', es: 'Una reseña tiene como máximo 2000 caracteres', fr: 'Un avis fait au plus 2000 caractères' },
  { en: 'A reply is at most 2000 characters', es: 'Una respuesta tiene como máximo 2000 caracteres', fr: 'Une réponse fait au plus 2000 caractères' },
  { en: 'A reply cannot be empty', es: 'Una respuesta no puede estar vacía', fr: 'Une réponse ne peut pas être vide' },
  // The forum's permissions.
  { en: 'You can only edit your own posts.', es: 'Solo puedes editar tus propios mensajes.', fr: 'Vous ne pouvez modifier que vos propres messages.' },
  {
    en: "You can only delete your own posts; the course's staff may delete any.",
    es: 'Solo puedes eliminar tus propios mensajes; el equipo del curso puede eliminar cualquiera.',
    fr: 'Vous ne pouvez supprimer que vos propres messages ; l’équipe du cours peut supprimer n’importe lequel.',
  },
  {
    en: "Only the thread's author or the course's staff can mark its answer.",
    es: 'Solo el autor del hilo o el equipo del curso pueden marcar su respuesta.',
    fr: 'Seuls l’auteur de la discussion ou l’équipe du cours peuvent marquer sa réponse.',
  },
  // Materials.
  {
    en: "Only the course's creator and co-authors can detach its materials.",
    es: 'Solo el creador y los coautores del curso pueden quitar sus materiales.',
    fr: 'Seuls le créateur et les coauteurs du cours peuvent détacher ses supports.',
  },
  {
    en: "Only the material's owner, its course's creator and co-authors can delete it.",
    es: 'Solo el propietario del material, el creador del curso y sus coautores pueden eliminarlo.',
    fr: 'Seuls le propriétaire du support, le créateur du cours et ses coauteurs peuvent le supprimer.',
  },
  {
    en: 'You can attach only your own materials, or materials of this course.',
    es: 'Solo puedes adjuntar tus propios materiales o materiales de este curso.',
    fr: 'Vous ne pouvez joindre que vos propres supports ou ceux de ce cours.',
  },
  {
    en: 'You can download this material only if it is yours, or attached to a course you teach or are enrolled in.',
    es: 'Solo puedes descargar este material si es tuyo o está adjunto a un curso que impartes o en el que estás inscrito.',
    fr: 'Vous ne pouvez télécharger ce support que s’il est à vous ou joint à un cours que vous donnez ou suivez.',
  },
  { en: 'The file name has no usable characters', es: 'El nombre del archivo no tiene caracteres utilizables', fr: 'Le nom du fichier ne contient aucun caractère utilisable' },
  { en: 'There is no such cover', es: 'No existe esa portada', fr: 'Cette couverture n’existe pas' },
  // Uploads.
  { en: 'The file is not a {type} image', es: 'El archivo no es una imagen {type}', fr: 'Le fichier n’est pas une image {type}' },
  {
    en: 'Files named like "{fileName}" are not accepted; allowed: {allowed}',
    es: 'No se aceptan archivos con nombres como "{fileName}"; se admiten: {allowed}',
    fr: 'Les fichiers nommés comme « {fileName} » ne sont pas acceptés ; sont admis : {allowed}',
  },
  {
    en: 'The Content-Type {declared} does not match a {kind} ({fileName}); send {promised} or application/octet-stream',
    es: 'El Content-Type {declared} no corresponde a un {kind} ({fileName}); envía {promised} o application/octet-stream',
    fr: 'Le Content-Type {declared} ne correspond pas à un {kind} ({fileName}) ; envoyez {promised} ou application/octet-stream',
  },
  {
    en: "The file's content is not a {kind}, as its name says it is",
    es: 'El contenido del archivo no es un {kind}, como dice su nombre',
    fr: 'Le contenu du fichier n’est pas un {kind}, comme son nom l’indique',
  },
  // Co-editing a lesson.
  { en: 'The changes are not a valid Yjs update', es: 'Los cambios no son una actualización Yjs válida', fr: 'Les modifications ne sont pas une mise à jour Yjs valide' },
  {
    en: 'The update depends on changes the server does not have; rejoin the room and resend',
    es: 'La actualización depende de cambios que el servidor no tiene; vuelve a unirte a la sala y reenvíala',
    fr: 'La mise à jour dépend de modifications que le serveur n’a pas ; rejoignez la salle et renvoyez-la',
  },
  {
    en: 'The update is {size} bytes; at most {limit} are allowed',
    es: 'La actualización ocupa {size} bytes; se permiten {limit} como máximo',
    fr: 'La mise à jour fait {size} octets ; {limit} au plus sont admis',
  },
  {
    en: 'The lesson text would be {length} characters long; at most {limit} are allowed',
    es: 'El texto de la lección tendría {length} caracteres; se permiten {limit} como máximo',
    fr: 'Le texte de la leçon ferait {length} caractères ; {limit} au plus sont admis',
  },
  {
    en: 'Only the lesson text "{name}" may be edited, not {others}',
    es: 'Solo se puede editar el texto de la lección "{name}", no {others}',
    fr: 'Seul le texte de la leçon « {name} » peut être modifié, pas {others}',
  },
  // Co-editing a lesson, refused over the socket.
  { en: "Sign in to edit a course's lessons", es: 'Inicia sesión para editar las lecciones de un curso', fr: 'Connectez-vous pour modifier les leçons d’un cours' },
  {
    en: 'Join the lesson room {roomId} before sending changes to it',
    es: 'Únete a la sala de la lección {roomId} antes de enviarle cambios',
    fr: 'Rejoignez la salle de la leçon {roomId} avant d’y envoyer des modifications',
  },
  {
    en: 'Could not save the changes; they are kept in your editor and sent again on reconnect',
    es: 'No se pudieron guardar los cambios; se conservan en tu editor y se volverán a enviar al reconectar',
    fr: 'Impossible d’enregistrer les modifications ; elles sont conservées dans votre éditeur et renvoyées à la reconnexion',
  },
  { en: 'Could not handle the changes; try again', es: 'No se pudieron procesar los cambios; inténtalo de nuevo', fr: 'Impossible de traiter les modifications ; réessayez' },
  { en: 'Send changes, a cursor_position, or both', es: 'Envía cambios, una cursor_position o ambos', fr: 'Envoyez des modifications, une cursor_position ou les deux' },
  { en: 'room_id: Expected <courseId>.<lessonId>', es: 'room_id: Se esperaba <courseId>.<lessonId>', fr: 'room_id : format attendu : <courseId>.<lessonId>' },
  { en: 'Expected <courseId>.<lessonId>', es: 'Se esperaba <courseId>.<lessonId>', fr: 'Format attendu : <courseId>.<lessonId>' },
  { en: 'Expected base64', es: 'Se esperaba base64', fr: 'Format attendu : base64' },
  {
    en: 'Too large: at most {max} base64 characters',
    es: 'Demasiado grande: como máximo {max} caracteres base64',
    fr: 'Trop volumineux : {max} caractères base64 au plus',
  },
  // The socket's other refusals: rooms, learning events, the handshake.
  { en: 'Sign in to join your own room', es: 'Inicia sesión para unirte a tu propia sala', fr: 'Connectez-vous pour rejoindre votre propre salle' },
  { en: 'You can only join your own user room', es: 'Solo puedes unirte a tu propia sala de usuario', fr: 'Vous ne pouvez rejoindre que votre propre salle d’utilisateur' },
  { en: 'Sign in to join a course room', es: 'Inicia sesión para unirte a la sala de un curso', fr: 'Connectez-vous pour rejoindre la salle d’un cours' },
  { en: 'Could not join the room; try again', es: 'No se pudo entrar en la sala; inténtalo de nuevo', fr: 'Impossible de rejoindre la salle ; réessayez' },
  { en: 'Sign in to record learning events', es: 'Inicia sesión para registrar eventos de aprendizaje', fr: 'Connectez-vous pour enregistrer des événements d’apprentissage' },
  { en: 'Could not record the event; try again', es: 'No se pudo registrar el evento; inténtalo de nuevo', fr: 'Impossible d’enregistrer l’événement ; réessayez' },
  {
    en: 'room_id must be the course of the event (data.courseId)',
    es: 'room_id debe ser el curso del evento (data.courseId)',
    fr: 'room_id doit être le cours de l’événement (data.courseId)',
  },
  {
    en: 'The access token is invalid or its session has ended',
    es: 'El token de acceso no es válido o su sesión ha terminado',
    fr: 'Le jeton d’accès est invalide ou sa session est terminée',
  },
  // What no request may carry.
  {
    en: 'The text must not contain a NUL character (U+0000)',
    es: 'El texto no debe contener un carácter NUL (U+0000)',
    fr: 'Le texte ne doit pas contenir de caractère NUL (U+0000)',
  },
  {
    en: 'The text must not contain a lone UTF-16 surrogate (not valid Unicode)',
    es: 'El texto no debe contener un sustituto UTF-16 suelto (Unicode no válido)',
    fr: 'Le texte ne doit pas contenir de substitut UTF-16 isolé (Unicode non valide)',
  },
  {
    en: 'The key must not contain a NUL character (U+0000)',
    es: 'La clave no debe contener un carácter NUL (U+0000)',
    fr: 'La clé ne doit pas contenir de caractère NUL (U+0000)',
  },
  { en: '{key} is not a key you can send', es: '{key} no es una clave que puedas enviar', fr: '{key} n’est pas une clé que vous pouvez envoyer' },
  {
    en: 'A path parameter is not valid percent-encoded UTF-8',
    es: 'Un parámetro de la ruta no es UTF-8 válido codificado con porcentajes',
    fr: 'Un paramètre du chemin n’est pas de l’UTF-8 valide encodé en pourcentage',
  },
  // Checks on who is asking: the Authorization header, the session behind a token, writes made with the cookie.
  {
    en: 'The Authorization header must be "Bearer <token>"',
    es: 'La cabecera Authorization debe ser "Bearer <token>"',
    fr: 'L’en-tête Authorization doit être de la forme "Bearer <token>"',
  },
  {
    en: 'The session behind this token has ended; sign in again',
    es: 'La sesión de este token ha terminado; vuelve a iniciar sesión',
    fr: 'La session de ce jeton est terminée ; reconnectez-vous',
  },
  {
    en: 'Writes with the session cookie must come from this site, not {origin}',
    es: 'Los cambios hechos con la cookie de sesión deben venir de este sitio, no de {origin}',
    fr: 'Les modifications faites avec le cookie de session doivent venir de ce site, pas de {origin}',
  },
  {
    en: 'Send the csrf_token of your session as the X-CSRF-Token header',
    es: 'Envía el csrf_token de tu sesión en la cabecera X-CSRF-Token',
    fr: 'Envoyez le csrf_token de votre session dans l’en-tête X-CSRF-Token',
  },
  { en: 'No API route {method} {path}', es: 'No existe la ruta de la API {method} {path}', fr: 'La route d’API {method} {path} n’existe pas' },
  // Signing in: Google's refusals, email codes, too many tries.
  {
    en: 'Google sign-in is not reachable right now; try again later',
    es: 'No se puede acceder al inicio de sesión con Google en este momento; inténtalo más tarde',
    fr: 'Le service de connexion Google est injoignable pour le moment ; réessayez plus tard',
  },
  { en: 'Sign-in with Google was cancelled', es: 'Se canceló el inicio de sesión con Google', fr: 'La connexion avec Google a été annulée' },
  {
    en: 'Google sign-in could not be completed; try again',
    es: 'No se pudo completar el inicio de sesión con Google; inténtalo de nuevo',
    fr: 'La connexion avec Google n’a pas pu aboutir ; réessayez',
  },
  {
    en: 'There is no code waiting for this address; ask for a new one.',
    es: 'No hay ningún código pendiente para esta dirección; pide uno nuevo.',
    fr: 'Aucun code n’est en attente pour cette adresse ; demandez-en un nouveau.',
  },
  {
    en: 'Too many wrong codes; ask for a new one.',
    es: 'Demasiados códigos incorrectos; pide uno nuevo.',
    fr: 'Trop de codes erronés ; demandez-en un nouveau.',
  },
  {
    en: 'Too many attempts; try again in {minutes} minute(s).',
    es: 'Demasiados intentos; vuelve a intentarlo dentro de {minutes} minuto(s).',
    fr: 'Trop de tentatives ; réessayez dans {minutes} minute(s).',
  },
  // Enrolment, plans and trials.
  {
    en: 'Each account has one free trial, and this one has had it.',
    es: 'Cada cuenta tiene una prueba gratuita, y esta ya la ha usado.',
    fr: 'Chaque compte a droit à un essai gratuit, et celui-ci l’a déjà utilisé.',
  },
  {
    en: 'A free trial is for an account on the free plan; this one is on a paid plan already.',
    es: 'La prueba gratuita es para cuentas del plan gratuito; esta ya tiene un plan de pago.',
    fr: 'L’essai gratuit est réservé aux comptes de l’offre gratuite ; celui-ci a déjà une offre payante.',
  },
  // The inbox and rewards.
  { en: 'You have no notification {notificationId}.', es: 'No tienes la notificación {notificationId}.', fr: 'Vous n’avez pas de notification {notificationId}.' },
  { en: 'No reward has this id', es: 'Ninguna recompensa tiene este id', fr: 'Aucune récompense n’a cet identifiant' },
  { en: 'Must be a reward id (a UUID)', es: 'Debe ser un id de recompensa (un UUID)', fr: 'Doit être un identifiant de récompense (un UUID)' },
  // Answering quizzes, placement tests and recording learning.
  { en: '"{itemId}" is not an item of this quiz', es: '"{itemId}" no es una pregunta de este cuestionario', fr: '« {itemId} » n’est pas une question de ce quiz' },
  { en: 'Answered twice', es: 'Respondida dos veces', fr: 'Réponse donnée deux fois' },
  {
    en: 'Enrol in this course to take its placement test.',
    es: 'Inscríbete en este curso para hacer su prueba de nivel.',
    fr: 'Inscrivez-vous à ce cours pour passer son test de positionnement.',
  },
  { en: 'No such placement test', es: 'No existe esa prueba de nivel', fr: 'Ce test de positionnement n’existe pas' },
  {
    en: 'This course has no quiz items to place you with yet',
    es: 'Este curso aún no tiene preguntas de cuestionario con las que situar tu nivel',
    fr: 'Ce cours n’a pas encore de questions de quiz pour évaluer votre niveau',
  },
  { en: 'Item "{itemId}" was already answered', es: 'La pregunta "{itemId}" ya se respondió', fr: 'La question « {itemId} » a déjà reçu une réponse' },
  {
    en: 'Item "{itemId}" is not the item this test asked',
    es: 'La pregunta "{itemId}" no es la que planteó esta prueba',
    fr: 'La question « {itemId} » n’est pas celle que ce test a posée',
  },
  { en: 'Item "{itemId}" is no longer in this course', es: 'La pregunta "{itemId}" ya no está en este curso', fr: 'La question « {itemId} » ne fait plus partie de ce cours' },
  {
    en: 'Only learners enrolled in this course (and its staff, as a preview) can record learning in it: enrol first.',
    es: 'Solo los alumnos inscritos en este curso (y su equipo, como vista previa) pueden registrar aprendizaje en él: inscríbete primero.',
    fr: 'Seuls les apprenants inscrits à ce cours (et son équipe, en aperçu) peuvent y enregistrer leur apprentissage : inscrivez-vous d’abord.',
  },
  {
    en: 'Quiz attempts are recorded when the server grades them: POST /api/courses/{courseId}/quizzes/{quizId}/attempts',
    es: 'Los intentos de cuestionario se registran cuando el servidor los califica: POST /api/courses/{courseId}/quizzes/{quizId}/attempts',
    fr: 'Les tentatives de quiz sont enregistrées quand le serveur les note : POST /api/courses/{courseId}/quizzes/{quizId}/attempts',
  },
  { en: 'Must be an ISO date-time with an offset', es: 'Debe ser una fecha y hora ISO con desfase horario', fr: 'Doit être une date et heure ISO avec un décalage horaire' },
  { en: 'A {eventType} event needs a lessonId', es: 'Un evento {eventType} necesita un lessonId', fr: 'Un événement {eventType} nécessite un lessonId' },
  {
    en: 'Only a quiz attempt has a score, and only the server grades one',
    es: 'Solo un intento de cuestionario tiene puntuación, y solo el servidor lo califica',
    fr: 'Seule une tentative de quiz a un score, et seul le serveur la note',
  },
  { en: 'Only a quiz attempt has attempts', es: 'Solo un intento de cuestionario tiene intentos', fr: 'Seule une tentative de quiz a des tentatives' },
  { en: 'A quiz attempt needs a score', es: 'Un intento de cuestionario necesita una puntuación', fr: 'Une tentative de quiz nécessite un score' },
  { en: 'Only a quiz attempt has a score', es: 'Solo un intento de cuestionario tiene puntuación', fr: 'Seule une tentative de quiz a un score' },
  { en: 'At most 20 engagement indicators', es: 'Como máximo 20 indicadores de participación', fr: 'Au plus 20 indicateurs d’engagement' },
  // Retried requests: a client-chosen id names one request only.
  {
    en: '"{id}" already names a different request: a retry repeats its request exactly; choose a new id for a new one.',
    es: '"{id}" ya identifica otra solicitud: un reintento repite su solicitud tal cual; elige un id nuevo para una solicitud nueva.',
    fr: '« {id} » désigne déjà une autre requête : une nouvelle tentative répète sa requête à l’identique ; choisissez un nouvel identifiant pour une nouvelle requête.',
  },
  { en: 'Already used for a different request', es: 'Ya se usó para otra solicitud', fr: 'Déjà utilisé pour une autre requête' },
  // Two writers on the same stream: the later one is told to reload.
  {
    en: 'Stream {streamId} was expected at version {expected} but is at a newer version; reload and try again',
    es: 'Se esperaba el flujo {streamId} en la versión {expected}, pero está en una versión más reciente; recarga e inténtalo de nuevo',
    fr: 'Le flux {streamId} était attendu à la version {expected}, mais il en est à une version plus récente ; rechargez et réessayez',
  },
  {
    en: 'Stream {streamId} was expected at version {expected} but is at {actual}; reload and try again',
    es: 'Se esperaba el flujo {streamId} en la versión {expected}, pero está en la {actual}; recarga e inténtalo de nuevo',
    fr: 'Le flux {streamId} était attendu à la version {expected}, mais il en est à la {actual} ; rechargez et réessayez',
  },
  // The adaptive features and their analytics.
  {
    en: 'No course or skill you study matches the topic "{topic}"',
    es: 'Ningún curso ni habilidad que estudias coincide con el tema "{topic}"',
    fr: 'Aucun cours ni aucune compétence que vous étudiez ne correspond au sujet « {topic} »',
  },
  { en: 'No feedback for attempt "{attemptId}" yet', es: 'Aún no hay comentarios para el intento "{attemptId}"', fr: 'Pas encore de retour pour la tentative « {attemptId} »' },
  {
    en: 'No graded attempt in this course has feedback yet',
    es: 'Ningún intento calificado de este curso tiene comentarios todavía',
    fr: 'Aucune tentative notée de ce cours n’a encore de retour',
  },
  {
    en: "Only the course's authors see its learners' aggregates.",
    es: 'Solo los autores del curso ven los datos agregados de sus alumnos.',
    fr: 'Seuls les auteurs du cours voient les données agrégées de ses apprenants.',
  },
  // The forum and the leaderboards.
  {
    en: "Only the course's staff and enrolled learners can take part in its forum.",
    es: 'Solo el equipo del curso y los alumnos inscritos pueden participar en su foro.',
    fr: 'Seuls l’équipe du cours et les apprenants inscrits peuvent participer à son forum.',
  },
  { en: "Only the course's staff can pin or unpin threads.", es: 'Solo el equipo del curso puede fijar o desfijar hilos.', fr: 'Seule l’équipe du cours peut épingler ou désépingler des discussions.' },
  { en: "Only the course's staff can lock or unlock threads.", es: 'Solo el equipo del curso puede cerrar o reabrir hilos.', fr: 'Seule l’équipe du cours peut verrouiller ou déverrouiller des discussions.' },
  { en: 'A title needs at least 3 characters', es: 'Un título necesita al menos 3 caracteres', fr: 'Un titre doit comporter au moins 3 caractères' },
  { en: 'A post cannot be empty', es: 'Un mensaje no puede estar vacío', fr: 'Un message ne peut pas être vide' },
  {
    en: "Only the course's staff and enrolled learners can see its leaderboard.",
    es: 'Solo el equipo del curso y los alumnos inscritos pueden ver su clasificación.',
    fr: 'Seuls l’équipe du cours et les apprenants inscrits peuvent voir son classement.',
  },
  { en: 'Expected an ISO week such as 2026-W48', es: 'Se esperaba una semana ISO como 2026-W48', fr: 'Une semaine ISO comme 2026-W48 était attendue' },
  { en: 'Required with board=course', es: 'Obligatorio con board=course', fr: 'Obligatoire avec board=course' },
  { en: 'Only with board=course', es: 'Solo con board=course', fr: 'Uniquement avec board=course' },
  { en: 'Only with board=weekly', es: 'Solo con board=weekly', fr: 'Uniquement avec board=weekly' },
  { en: 'Expected participating, shownAs or both', es: 'Se esperaba participating, shownAs o ambos', fr: 'Attendu : participating, shownAs ou les deux' },
  // Materials and their files.
  {
    en: "This material belongs to course {courseId}; attach it to that course's lessons",
    es: 'Este material pertenece al curso {courseId}; adjúntalo a las lecciones de ese curso',
    fr: 'Ce support appartient au cours {courseId} ; joignez-le aux leçons de ce cours',
  },
  {
    en: 'The file of this material cannot be read from storage right now; try again later',
    es: 'El archivo de este material no se puede leer del almacenamiento en este momento; inténtalo más tarde',
    fr: 'Le fichier de ce support ne peut pas être lu depuis le stockage pour le moment ; réessayez plus tard',
  },
  {
    en: "Send the file's bytes as the request body, with a Content-Type",
    es: 'Envía los bytes del archivo como cuerpo de la solicitud, con un Content-Type',
    fr: 'Envoyez les octets du fichier comme corps de la requête, avec un Content-Type',
  },
  {
    en: 'Send the image itself with Content-Type {types}',
    es: 'Envía la propia imagen con Content-Type {types}',
    fr: 'Envoyez l’image elle-même avec le Content-Type {types}',
  },
  { en: 'Name the file', es: 'Ponle nombre al archivo', fr: 'Donnez un nom au fichier' },
  // Authoring a course: its skills, modules, quizzes and versions.
  {
    en: 'An archived course cannot be edited; return it to draft first.',
    es: 'Un curso archivado no se puede editar; devuélvelo primero a borrador.',
    fr: 'Un cours archivé ne peut pas être modifié ; repassez-le d’abord en brouillon.',
  },
  {
    en: 'The course changed since you loaded it (you have version {expected}, it is at {current}); reload, then apply your change again',
    es: 'El curso cambió desde que lo cargaste (tienes la versión {expected} y está en la {current}); recarga y vuelve a aplicar tu cambio',
    fr: 'Le cours a changé depuis son chargement (vous avez la version {expected}, il en est à la {current}) ; rechargez, puis refaites votre modification',
  },
  { en: 'The course has {count} versions', es: 'El curso tiene {count} versiones', fr: 'Le cours a {count} versions' },
  { en: 'Pick an earlier version, from 1 to {latest}', es: 'Elige una versión anterior, de la 1 a la {latest}', fr: 'Choisissez une version antérieure, de 1 à {latest}' },
  {
    en: 'That is the creator, who edits the course already',
    es: 'Es el creador, que ya edita el curso',
    fr: 'C’est le créateur, qui modifie déjà le cours',
  },
  { en: 'A skill cannot be its own prerequisite', es: 'Una habilidad no puede ser requisito previo de sí misma', fr: 'Une compétence ne peut pas être son propre prérequis' },
  { en: 'These prerequisites would make a cycle', es: 'Estos requisitos previos formarían un ciclo', fr: 'Ces prérequis formeraient une boucle' },
  {
    en: 'Skill "{skillId}" is still used by {lessons} lesson(s), {items} quiz item(s) and {skills} skill(s) as a prerequisite',
    es: 'La habilidad "{skillId}" aún la usan {lessons} lección(es), {items} pregunta(s) de cuestionario y {skills} habilidad(es) como requisito previo',
    fr: 'La compétence « {skillId} » est encore utilisée par {lessons} leçon(s), {items} question(s) de quiz et {skills} compétence(s) comme prérequis',
  },
  { en: 'Unknown skill "{skillId}"; define it first', es: 'Habilidad "{skillId}" desconocida; defínela primero', fr: 'Compétence « {skillId} » inconnue ; définissez-la d’abord' },
  { en: 'Unknown module "{moduleId}"', es: 'Módulo "{moduleId}" desconocido', fr: 'Module « {moduleId} » inconnu' },
  {
    en: 'Learners have answered this item: correct its key with an answer-key correction, which regrades their attempts',
    es: 'Los alumnos ya han respondido a esta pregunta: usa "Corregir la clave de respuestas", que vuelve a calificar sus intentos',
    fr: 'Des apprenants ont répondu à cette question : passez par « Corriger le corrigé », qui recorrige leurs tentatives',
  },
  { en: 'No option "{optionId}" in this item', es: 'No hay ninguna opción "{optionId}" en esta pregunta', fr: 'Aucune option « {optionId} » dans cette question' },
  {
    en: 'A short-answer item needs at least one accepted answer',
    es: 'Una pregunta de respuesta corta necesita al menos una respuesta aceptada',
    fr: 'Une question à réponse courte nécessite au moins une réponse acceptée',
  },
  {
    en: 'A short-answer item has no options to be correct',
    es: 'Una pregunta de respuesta corta no tiene opciones que puedan ser correctas',
    fr: 'Une question à réponse courte n’a pas d’options pouvant être correctes',
  },
  { en: 'Mark at least one correct option', es: 'Marca al menos una opción correcta', fr: 'Marquez au moins une option correcte' },
  { en: 'Mark exactly one correct option', es: 'Marca exactamente una opción correcta', fr: 'Marquez exactement une option correcte' },
  { en: 'A numeric item needs its expected value', es: 'Una pregunta numérica necesita su valor esperado', fr: 'Une question numérique nécessite sa valeur attendue' },
  {
    en: 'A numeric item has no options to be correct',
    es: 'Una pregunta numérica no tiene opciones que puedan ser correctas',
    fr: 'Une question numérique n’a pas d’options pouvant être correctes',
  },
  { en: 'Only short-answer items take typed answers', es: 'Solo las preguntas de respuesta corta admiten respuestas escritas', fr: 'Seules les questions à réponse courte acceptent des réponses saisies' },
  { en: 'Only numeric items take an expected value', es: 'Solo las preguntas numéricas admiten un valor esperado', fr: 'Seules les questions numériques acceptent une valeur attendue' },
  { en: 'Option ids must differ', es: 'Los id de las opciones deben ser distintos', fr: 'Les identifiants des options doivent être différents' },
  { en: 'A short-answer item has no options', es: 'Una pregunta de respuesta corta no tiene opciones', fr: 'Une question à réponse courte n’a pas d’options' },
  { en: 'A numeric item has no options', es: 'Una pregunta numérica no tiene opciones', fr: 'Une question numérique n’a pas d’options' },
  { en: 'A choice item needs at least two options', es: 'Una pregunta de opción necesita al menos dos opciones', fr: 'Une question à choix nécessite au moins deux options' },
  { en: 'A true/false item has exactly two options', es: 'Una pregunta de verdadero o falso tiene exactamente dos opciones', fr: 'Une question vrai/faux a exactement deux options' },
  { en: 'Item id "{itemId}" is used twice', es: 'El id de pregunta "{itemId}" se usa dos veces', fr: 'L’identifiant de question « {itemId} » est utilisé deux fois' },
  // Forms: the messages the contracts' schemas set themselves.
  {
    en: 'Expected an id of 1-64 letters, digits, "-" or "_"',
    es: 'Se esperaba un id de 1 a 64 letras, cifras, "-" o "_"',
    fr: 'Un identifiant de 1 à 64 lettres, chiffres, « - » ou « _ » était attendu',
  },
  { en: 'Expected a path inside the app', es: 'Se esperaba una ruta dentro de la aplicación', fr: 'Un chemin dans l’application était attendu' },
  { en: 'Enter a name', es: 'Introduce un nombre', fr: 'Saisissez un nom' },
  { en: 'Enter your name', es: 'Introduce tu nombre', fr: 'Saisissez votre nom' },
  { en: 'At most {max} characters', es: 'Como máximo {max} caracteres', fr: '{max} caractères au plus' },
  { en: 'Change at least one setting', es: 'Cambia al menos un ajuste', fr: 'Modifiez au moins un paramètre' },
  { en: 'Must be a whole number', es: 'Debe ser un número entero', fr: 'Doit être un nombre entier' },
  { en: 'Must not be negative', es: 'No puede ser negativo', fr: 'Ne doit pas être négatif' },
  { en: 'Must be at most {max}', es: 'Debe ser como máximo {max}', fr: 'Doit valoir au plus {max}' },
  {
    en: 'Tell us a little more (at least 10 characters)',
    es: 'Cuéntanos un poco más (al menos 10 caracteres)',
    fr: 'Dites-nous-en un peu plus (au moins 10 caractères)',
  },
  { en: 'Enter a brand name', es: 'Introduce un nombre de marca', fr: 'Saisissez un nom de marque' },
  { en: 'Enter a colour as #rrggbb', es: 'Introduce un color como #rrggbb', fr: 'Saisissez une couleur au format #rrggbb' },
  {
    en: 'Enter a domain such as learn.example.com (no https:// and no path)',
    es: 'Introduce un dominio como learn.example.com (sin https:// ni ruta)',
    fr: 'Saisissez un domaine comme learn.example.com (sans https:// ni chemin)',
  },
  // Any request.
  { en: 'The request body exceeds the limit of {limit}', es: 'El cuerpo de la solicitud supera el límite de {limit}', fr: 'Le corps de la requête dépasse la limite de {limit}' },
  { en: 'Larger than {limit}', es: 'Mayor que {limit}', fr: 'Plus grand que {limit}' },
  { en: 'Send UTF-8 JSON', es: 'Envía JSON en UTF-8', fr: 'Envoyez du JSON en UTF-8' },
  // Buying a course.
  {
    en: 'This course costs {price}: buy it at {path}.',
    es: 'Este curso cuesta {price}: cómpralo en {path}.',
    fr: 'Ce cours coûte {price} : achetez-le sur {path}.',
  },
  { en: 'There is no published course {courseId} to buy.', es: 'No hay ningún curso publicado {courseId} que comprar.', fr: 'Il n’y a aucun cours publié {courseId} à acheter.' },
  { en: 'No such published course', es: 'No existe ese curso publicado', fr: 'Aucun cours publié de ce nom' },
  { en: 'This course is free: enrol in it instead of buying it.', es: 'Este curso es gratuito: inscríbete en lugar de comprarlo.', fr: 'Ce cours est gratuit : inscrivez-vous au lieu de l’acheter.' },
  { en: 'You created this course, so it is yours already.', es: 'Creaste este curso, así que ya es tuyo.', fr: 'Vous avez créé ce cours : il est déjà à vous.' },
  { en: 'There is no order {orderId}.', es: 'No existe el pedido {orderId}.', fr: 'La commande {orderId} n’existe pas.' },
  {
    en: 'This checkout session does not exist or has been tampered with.',
    es: 'Esta sesión de pago no existe o ha sido alterada.',
    fr: 'Cette session de paiement n’existe pas ou a été altérée.',
  },
  { en: 'Expected a two-letter country code such as FR', es: 'Se esperaba un código de país de dos letras, como FR', fr: 'Un code pays de deux lettres était attendu, comme FR' },
  { en: 'Expected a card number of 12 to 19 digits', es: 'Se esperaba un número de tarjeta de 12 a 19 cifras', fr: 'Un numéro de carte de 12 à 19 chiffres était attendu' },
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
  // A creator's sales.
  { en: 'You can only read your own sales.', es: 'Solo puedes consultar tus propias ventas.', fr: 'Vous ne pouvez consulter que vos propres ventes.' },
  {
    en: 'Only admins read the sales of someone else',
    es: 'Solo los administradores consultan las ventas de otra persona',
    fr: 'Seuls les administrateurs consultent les ventes d’une autre personne',
  },
  { en: 'Expected a day such as 2026-03-31', es: 'Se esperaba un día como 2026-03-31', fr: 'Un jour tel que 2026-03-31 est attendu' },
  { en: 'Expected a day on or after from', es: 'Se esperaba un día igual o posterior a from', fr: 'Un jour égal ou postérieur à from est attendu' },
  { en: 'Expected a range of at most {days} days', es: 'Se esperaba un intervalo de {days} días como máximo', fr: 'Un intervalle de {days} jours au plus est attendu' },
  { en: 'Expected a cursor from an earlier page', es: 'Se esperaba un cursor de una página anterior', fr: 'Un curseur d’une page précédente est attendu' },
];
