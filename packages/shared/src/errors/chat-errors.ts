import { defineErrors } from './define-errors.ts';

/** The coach chat: the spec's two messages, and what else a conversation can meet. */
export const chatErrors = defineErrors({
  CHAT_REQUEST_FAILED: {
    status: 502,
    message: {
      en: 'Sorry, I could not process your request. Please try again',
      fr: 'Désolé, je n’ai pas pu traiter votre demande. Veuillez réessayer',
    },
  },
  CHAT_ERROR: {
    status: 500,
    message: {
      en: 'Sorry, an error occurred. Please try again',
      fr: 'Désolé, une erreur est survenue. Veuillez réessayer',
    },
  },
  CHAT_LESSON_REQUIRED: {
    status: 400,
    message: {
      en: 'Choose a lesson first: the coach answers about one lesson at a time',
      fr: 'Choisissez d’abord un cours : le coach répond sur un cours à la fois',
    },
  },
  CONVERSATION_NOT_FOUND: {
    status: 404,
    message: {
      en: 'This conversation does not exist, or it was deleted',
      fr: 'Cette conversation n’existe pas, ou elle a été supprimée',
    },
  },
  CHAT_MESSAGE_TOO_LONG: {
    status: 400,
    message: {
      en: 'Your message is too long: {{max}} characters at most',
      fr: 'Votre message est trop long : {{max}} caractères au maximum',
    },
  },
  CHAT_BUSY: {
    status: 409,
    message: {
      en: 'The coach is still answering your previous message. Wait for it or stop it first',
      fr: 'Le coach répond encore à votre message précédent. Attendez ou arrêtez-le d’abord',
    },
  },
});
