import { defineTranslation } from '../../shared/i18n';
import type { stripeConnectMessages } from './stripe-connect.messages';

export default defineTranslation<typeof stripeConnectMessages>({
  title: 'Compte Stripe',
  intro: 'Connectez un compte Stripe et Stripe vous verse votre part de chaque vente directement, sans attendre le versement mensuel.',
  notConnected: 'Vous n’avez pas encore connecté de compte Stripe. D’ici là, vos gains attendent ici le versement mensuel ; connectez-en un plus tard et ce versement y est envoyé.',
  connect: 'Se connecter avec Stripe',
  continueOnboarding: 'Poursuivre l’inscription',
  opening: 'Ouverture de Stripe…',
  couldNotOpen: 'Stripe est injoignable. Réessayez dans un instant.',
  checking: 'Vérification de votre compte Stripe…',
  couldNotCheck: 'Votre compte Stripe n’a pas pu être vérifié.',
  checkAgain: 'Vérifier à nouveau',
  statusLabel: 'Statut',
  needs_information: 'Informations manquantes',
  needsInformationHelp: 'Stripe a besoin de plus d’informations avant de pouvoir vous payer. Poursuivez l’inscription pour les fournir.',
  pending: 'En attente',
  pendingHelp: 'Stripe vérifie les informations fournies. Cela prend en général quelques minutes ; cette page en affiche le résultat.',
  active: 'Actif',
  activeHelp: 'Stripe verse votre part de chaque nouvelle vente sur votre compte Stripe. Les gains retenus des ventes précédentes sont envoyés sur ce même compte par le versement mensuel ci-dessous.',
  requirementsDueHelp: 'Stripe demande des informations supplémentaires pour garder votre compte actif.',
  chargesEnabled: 'Ventes',
  payoutsEnabled: 'Virements vers votre banque',
  enabled: 'Activés',
  notEnabled: 'Pas encore',
});
