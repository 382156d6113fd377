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
  // Any request.
  { en: 'The request body exceeds the limit of {limit}', es: 'El cuerpo de la solicitud supera el límite de {limit}', fr: 'Le corps de la requête dépasse la limite de {limit}' },
  { en: 'Larger than {limit}', es: 'Mayor que {limit}', fr: 'Plus grand que {limit}' },
  { en: 'Send UTF-8 JSON', es: 'Envía JSON en UTF-8', fr: 'Envoyez du JSON en UTF-8' },
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
];
