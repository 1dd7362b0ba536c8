import { defineErrors } from './define-errors.ts';

/** Errors any route can answer. Messages use {{name}} placeholders filled from `params`. */
export const commonErrors = defineErrors({
  INTERNAL_ERROR: {
    status: 500,
    message: {
      en: 'An error occurred, please try again later',
      fr: 'Une erreur est survenue, veuillez réessayer plus tard',
    },
  },
  SERVICE_UNAVAILABLE: {
    status: 503,
    message: {
      en: 'The service is temporarily unavailable, please try again in a moment',
      fr: 'Le service est momentanément indisponible, veuillez réessayer dans un instant',
    },
  },
  VALIDATION_FAILED: {
    status: 400,
    message: {
      en: 'Some fields are not valid',
      fr: 'Certains champs ne sont pas valides',
    },
  },
  MALFORMED_REQUEST: {
    status: 400,
    message: {
      en: 'The request could not be read',
      fr: 'La requête n’a pas pu être lue',
    },
  },
  ROUTE_NOT_FOUND: {
    status: 404,
    message: {
      en: 'This address does not exist',
      fr: 'Cette adresse n’existe pas',
    },
  },
  NOT_FOUND: {
    status: 404,
    message: {
      en: 'We could not find what you asked for',
      fr: 'Nous n’avons pas trouvé ce que vous cherchez',
    },
  },
  UNAUTHENTICATED: {
    status: 401,
    message: {
      en: 'Please sign in to continue',
      fr: 'Veuillez vous connecter pour continuer',
    },
  },
  FORBIDDEN: {
    status: 403,
    message: {
      en: 'You are not allowed to do this',
      fr: 'Vous n’êtes pas autorisé à faire cela',
    },
  },
  PAYLOAD_TOO_LARGE: {
    status: 413,
    message: {
      en: 'What you sent is too large',
      fr: 'Ce que vous avez envoyé est trop volumineux',
    },
  },
  PAYLOAD_TOO_DEEP: {
    status: 400,
    message: {
      en: 'What you sent is nested too deeply: {{max}} levels at most',
      fr: 'Ce que vous avez envoyé est trop imbriqué : {{max}} niveaux au maximum',
    },
  },
  REALTIME_TOO_MANY_CHANNELS: {
    status: 429,
    message: {
      en: 'The app is open in too many tabs: close a few, then reload this one',
      fr: 'L’application est ouverte dans trop d’onglets : fermez-en quelques-uns, puis rechargez celui-ci',
    },
  },
  RATE_LIMITED: {
    status: 429,
    message: {
      en: 'Too many attempts. Please wait {{seconds}} seconds and try again',
      fr: 'Trop de tentatives. Veuillez patienter {{seconds}} secondes et réessayer',
    },
  },
});
