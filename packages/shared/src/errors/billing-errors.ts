import { defineErrors } from './define-errors.ts';

/** Subscriptions and payments: what checkout, cancellation and the provider can refuse. */
export const billingErrors = defineErrors({
  ALREADY_SUBSCRIBED: {
    status: 409,
    message: {
      en: 'You already have a Premium subscription',
      fr: 'Vous avez déjà un abonnement Premium',
    },
  },
  NO_SUBSCRIPTION: {
    status: 409,
    message: {
      en: 'You have no subscription to change',
      fr: 'Vous n’avez pas d’abonnement à modifier',
    },
  },
  CHECKOUT_NOT_FOUND: {
    status: 404,
    message: {
      en: 'This payment page does not exist. Start again from the subscription page',
      fr: 'Cette page de paiement n’existe pas. Recommencez depuis la page d’abonnement',
    },
  },
  CHECKOUT_EXPIRED: {
    status: 410,
    message: {
      en: 'This payment page has expired. Start again from the subscription page',
      fr: 'Cette page de paiement a expiré. Recommencez depuis la page d’abonnement',
    },
  },
  CHECKOUT_ALREADY_PAID: {
    status: 409,
    message: {
      en: 'This payment has already been made',
      fr: 'Ce paiement a déjà été effectué',
    },
  },
  PAYMENT_DECLINED: {
    status: 402,
    message: {
      en: 'Your card was declined. Nothing was charged: try another card',
      fr: 'Votre carte a été refusée. Rien n’a été débité : essayez une autre carte',
    },
  },
  BILLING_PORTAL_UNAVAILABLE: {
    status: 409,
    message: {
      en: 'Payment details can only be managed once you have subscribed',
      fr: 'Les moyens de paiement se gèrent une fois abonné',
    },
  },
  BILLING_PROVIDER_UNAVAILABLE: {
    status: 503,
    message: {
      en: 'Payments are unavailable right now. Nothing was charged: try again in a few minutes',
      fr: 'Le paiement est indisponible pour le moment. Rien n’a été débité : réessayez dans quelques minutes',
    },
  },
  BILLING_WEBHOOK_INVALID: {
    status: 400,
    message: {
      en: 'The payment notification could not be verified',
      fr: 'La notification de paiement n’a pas pu être vérifiée',
    },
  },
});
