import { defineErrors } from './define-errors.ts';

/** Errors of the study engine: generation from a lesson, grading and the coach. */
export const studyErrors = defineErrors({
  STUDY_LESSON_TOO_SHORT: {
    status: 422,
    message: {
      en: 'This lesson is too short to study from. Add more text to it and try again',
      fr: 'Ce cours est trop court pour être révisé. Ajoutez-y du texte et réessayez',
    },
  },
  STUDY_QUIZ_TOO_FEW_QUESTIONS: {
    status: 422,
    message: {
      en: 'This lesson is too short for a 10-question quiz. Add more text to it, or choose another question type',
      fr: 'Ce cours est trop court pour un quiz de 10 questions. Ajoutez-y du texte ou choisissez un autre type de question',
    },
  },
  STUDY_LANGUAGE_NOT_SUPPORTED: {
    status: 422,
    message: {
      en: 'We cannot study lessons in this language yet. Choose one of the supported languages',
      fr: 'Nous ne savons pas encore traiter les cours dans cette langue. Choisissez une des langues proposées',
    },
  },
  STUDY_FILE_NOT_READABLE: {
    status: 400,
    message: {
      en: 'We could not read this file. Use a .md or .txt file and try again',
      fr: 'Nous n’avons pas pu lire ce fichier. Utilisez un fichier .md ou .txt et réessayez',
    },
  },
  STUDY_AI_NOT_CONFIGURED: {
    status: 503,
    message: {
      en: 'The AI model is not set up. Use the built-in engine or ask your administrator to configure it',
      fr: 'Le modèle d’IA n’est pas configuré. Utilisez le moteur intégré ou demandez à votre administrateur de le configurer',
    },
  },
  STUDY_AI_UNAVAILABLE: {
    status: 503,
    message: {
      en: 'The AI model did not answer in time. Please try again in a moment',
      fr: 'Le modèle d’IA n’a pas répondu à temps. Veuillez réessayer dans un instant',
    },
  },
  STUDY_AI_INVALID_OUTPUT: {
    status: 502,
    message: {
      en: 'The AI model gave an answer we could not use. Please try again',
      fr: 'Le modèle d’IA a donné une réponse inutilisable. Veuillez réessayer',
    },
  },
});
