import type { TranslatedLanguage } from '../wording.js';

/** The titles problems carry, by their English title. */
export const problemTitles: Readonly<Record<string, Readonly<Record<TranslatedLanguage, string>>>> = {
  'Invalid request': { es: 'Solicitud no válida', fr: 'Requête non valide' },
  'Authentication required': { es: 'Inicio de sesión necesario', fr: 'Connexion requise' },
  'Access Denied': { es: 'Acceso denegado', fr: 'Accès refusé' },
  'Subscription Required': { es: 'Suscripción necesaria', fr: 'Abonnement requis' },
  'Not Found': { es: 'No encontrado', fr: 'Introuvable' },
  Conflict: { es: 'Conflicto', fr: 'Conflit' },
  Gone: { es: 'Ya no existe', fr: 'N’existe plus' },
  'Account exists': { es: 'La cuenta ya existe', fr: 'Le compte existe déjà' },
  'Thread locked': { es: 'Hilo cerrado', fr: 'Discussion verrouillée' },
  'Payment Required': { es: 'Pago necesario', fr: 'Paiement requis' },
  'Too Many Requests': { es: 'Demasiadas solicitudes', fr: 'Trop de requêtes' },
  'Payload Too Large': { es: 'Contenido demasiado grande', fr: 'Contenu trop volumineux' },
  'Unsupported Media Type': { es: 'Tipo de contenido no admitido', fr: 'Type de contenu non pris en charge' },
  'Internal Server Error': { es: 'Error interno del servidor', fr: 'Erreur interne du serveur' },
  'Service Unavailable': { es: 'Servicio no disponible', fr: 'Service indisponible' },
  'File unavailable': { es: 'Archivo no disponible', fr: 'Fichier indisponible' },
  'Cross-site request refused': { es: 'Solicitud entre sitios rechazada', fr: 'Requête intersite refusée' },
  'Lesson update refused': { es: 'Actualización de la lección rechazada', fr: 'Mise à jour de la leçon refusée' },
  'CSRF token missing or wrong': { es: 'Falta el token CSRF o no es válido', fr: 'Jeton CSRF absent ou incorrect' },
};
