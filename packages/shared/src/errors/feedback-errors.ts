import { defineErrors } from './define-errors.ts';

/** Feedback and support messages: what their forms can refuse. */
export const feedbackErrors = defineErrors({
  FEEDBACK_MOOD_REQUIRED: {
    status: 400,
    message: {
      en: 'Pick the face that matches how you feel about the app',
      fr: 'Choisissez le visage qui correspond à votre avis sur l’application',
    },
  },
  FEEDBACK_COMMENT_TOO_SHORT: {
    status: 400,
    message: {
      en: 'Tell us a little more: 4 different words and 20 characters at least',
      fr: 'Dites-nous en un peu plus : 4 mots différents et 20 caractères au moins',
    },
  },
  FEEDBACK_COMMENT_TOO_LONG: {
    status: 400,
    message: {
      en: 'Your comment is too long: 2,000 characters at most',
      fr: 'Votre commentaire est trop long : 2 000 caractères au maximum',
    },
  },
  SUPPORT_SUBJECT_TOO_SHORT: {
    status: 400,
    message: {
      en: 'Give your message a subject (3 characters at least)',
      fr: 'Donnez un objet à votre message (3 caractères au moins)',
    },
  },
  SUPPORT_SUBJECT_TOO_LONG: {
    status: 400,
    message: {
      en: 'The subject is too long: 150 characters at most',
      fr: 'L’objet est trop long : 150 caractères au maximum',
    },
  },
  SUPPORT_MESSAGE_TOO_SHORT: {
    status: 400,
    message: {
      en: 'Tell us a little more (10 characters at least)',
      fr: 'Dites-nous en un peu plus (10 caractères au moins)',
    },
  },
  SUPPORT_MESSAGE_TOO_LONG: {
    status: 400,
    message: {
      en: 'Your message is too long: 5,000 characters at most',
      fr: 'Votre message est trop long : 5 000 caractères au maximum',
    },
  },
  BUG_DESCRIPTION_TOO_SHORT: {
    status: 400,
    message: {
      en: 'Describe what happened (10 characters at least)',
      fr: 'Décrivez ce qui s’est passé (10 caractères au moins)',
    },
  },
  BUG_DESCRIPTION_TOO_LONG: {
    status: 400,
    message: {
      en: 'Your description is too long: 5,000 characters at most',
      fr: 'Votre description est trop longue : 5 000 caractères au maximum',
    },
  },
  BUG_SCREENSHOT_TOO_LARGE: {
    status: 413,
    message: {
      en: 'The screenshot is too large: 5 MB at most',
      fr: 'La capture d’écran est trop lourde : 5 Mo au maximum',
    },
  },
  BUG_SCREENSHOT_INVALID: {
    status: 415,
    message: {
      en: 'The screenshot must be a PNG, JPEG or WebP image',
      fr: 'La capture d’écran doit être une image PNG, JPEG ou WebP',
    },
  },
});
