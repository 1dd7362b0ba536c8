import { defineErrors } from './define-errors.ts';

/** Quizzes: creation, play and answers. */
export const quizzesErrors = defineErrors({
  QUIZ_NOT_FOUND: {
    status: 404,
    message: {
      en: 'This quiz does not exist, or it was deleted',
      fr: 'Ce quiz n’existe pas, ou il a été supprimé',
    },
  },
  QUIZ_QUESTION_NOT_FOUND: {
    status: 404,
    message: {
      en: 'This question is not part of the quiz. Reload the quiz',
      fr: 'Cette question ne fait pas partie du quiz. Rechargez le quiz',
    },
  },
  QUIZ_NOT_READY: {
    status: 409,
    message: {
      en: 'This quiz is still being prepared. Wait a few seconds and try again',
      fr: 'Ce quiz est encore en préparation. Patientez quelques secondes et réessayez',
    },
  },
  QUIZ_ALREADY_ANSWERED: {
    status: 409,
    message: {
      en: 'You already answered this question',
      fr: 'Vous avez déjà répondu à cette question',
    },
  },
  QUIZ_ANSWER_NOT_A_CHOICE: {
    status: 400,
    message: {
      en: 'Pick one of the proposed answers',
      fr: 'Choisissez l’une des réponses proposées',
    },
  },
  QUIZ_NO_MISTAKES: {
    status: 409,
    message: {
      en: 'No mistakes to retry: every answer was right. Well done!',
      fr: 'Aucune erreur à retravailler : toutes vos réponses étaient justes. Bravo !',
    },
  },
  QUIZ_GENERATION_FAILED: {
    status: 422,
    message: {
      en: 'An error occurred while generating the quiz',
      fr: 'Une erreur est survenue lors de la génération du quiz',
    },
  },
});
