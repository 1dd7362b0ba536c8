import { defineErrors } from './define-errors.ts';

/** Feedback: what the feedback modal can refuse. */
export const feedbackErrors = defineErrors({
  FEEDBACK_MOOD_REQUIRED: {
    status: 400,
    message: {
      en: 'Pick the face that matches how you feel about the app',
      fr: 'Choisissez le visage qui correspond à votre avis sur l’application',
    },
  },
  FEEDBACK_COMMENT_TOO_LONG: {
    status: 400,
    message: {
      en: 'Your comment is too long: 2,000 characters at most',
      fr: 'Votre commentaire est trop long : 2 000 caractères au maximum',
    },
  },
});
