import { defineErrors } from './define-errors.ts';

/** Lessons, their sheet and flashcards, exports and the plan limits that guard generations. */
export const lessonsErrors = defineErrors({
  LESSON_NOT_FOUND: {
    status: 404,
    message: {
      en: 'This lesson does not exist, or it was deleted',
      fr: 'Ce cours n’existe pas, ou il a été supprimé',
    },
  },
  LESSON_FILE_NOT_FOUND: {
    status: 404,
    message: {
      en: 'This file of the lesson does not exist any more',
      fr: 'Ce fichier du cours n’existe plus',
    },
  },
  FLASHCARD_NOT_FOUND: {
    status: 404,
    message: {
      en: 'This flashcard does not exist any more. Reload the lesson',
      fr: 'Cette carte n’existe plus. Rechargez le cours',
    },
  },
  LESSON_TITLE_TOO_SHORT: {
    status: 400,
    message: {
      en: 'Title must be at least 3 characters',
      fr: 'Le titre doit contenir au moins 3 caractères',
    },
  },
  LESSON_TITLE_TOO_LONG: {
    status: 400,
    message: {
      en: 'Title must be at most {{max}} characters',
      fr: 'Le titre doit contenir au plus {{max}} caractères',
    },
  },
  LESSON_EMOJI_INVALID: {
    status: 400,
    message: {
      en: 'Choose a single emoji as the lesson icon',
      fr: 'Choisissez un seul emoji comme icône du cours',
    },
  },
  LESSON_SOURCE_INVALID: {
    status: 400,
    message: {
      en: 'Choose how to add your lesson: a document, plain text or photos',
      fr: 'Choisissez comment ajouter votre cours : un document, du texte ou des photos',
    },
  },
  LESSON_NOT_READY: {
    status: 409,
    message: {
      en: 'This lesson is still being prepared. Wait a few seconds and try again',
      fr: 'Ce cours est encore en préparation. Patientez quelques secondes et réessayez',
    },
  },
  LESSON_BUSY: {
    status: 409,
    message: {
      en: 'Something is already being generated for this lesson. Wait until it is done',
      fr: 'Une génération est déjà en cours pour ce cours. Attendez qu’elle se termine',
    },
  },
  LESSON_REGENERATION_UNCHANGED: {
    status: 409,
    message: {
      en: 'This lesson gave the same result again, so nothing was changed and no generation was used',
      fr: 'Ce cours a donné le même résultat, donc rien n’a changé et aucune génération n’a été décomptée',
    },
  },
  LESSON_GENERATION_FAILED: {
    status: 422,
    message: {
      en: 'An error occurred while generating the revision sheet',
      fr: 'Une erreur est survenue lors de la génération de la fiche de révision',
    },
  },
  SHEET_INVALID: {
    status: 400,
    message: {
      en: 'This sheet could not be saved: some of its content is not allowed. Reload the lesson and try again',
      fr: 'Cette fiche n’a pas pu être enregistrée : une partie de son contenu n’est pas autorisée. Rechargez le cours et réessayez',
    },
  },
  SHEET_TOO_LARGE: {
    status: 413,
    message: {
      en: 'This sheet is too long to be saved. Split it into several lessons',
      fr: 'Cette fiche est trop longue pour être enregistrée. Découpez-la en plusieurs cours',
    },
  },
  GENERATION_LIMIT_REACHED: {
    status: 403,
    message: {
      en: 'You’ve reached the generation limit: {{limit}} per month on your plan. Upgrade to Premium to keep going',
      fr: 'Vous avez atteint la limite de générations : {{limit}} par mois avec votre offre. Passez à Premium pour continuer',
    },
  },
  PDF_EXPORT_PREMIUM_ONLY: {
    status: 403,
    message: {
      en: 'To download your sheet as a PDF, you need to be a Premium member',
      fr: 'Pour télécharger votre fiche en PDF, vous devez être membre Premium',
    },
  },
  PDF_EXPORT_LIMIT_REACHED: {
    status: 403,
    message: {
      en: 'PDF export limit reached: {{limit}} exports per month. It resets on the 1st',
      fr: 'Limite d’export PDF atteinte : {{limit}} exports par mois. Elle repart à zéro le 1er du mois',
    },
  },
  CHAT_MESSAGE_LIMIT_REACHED: {
    status: 403,
    message: {
      en: 'You’ve reached today’s message limit with the coach: {{limit}} per day on your plan. Come back tomorrow, or upgrade to Premium',
      fr: 'Vous avez atteint la limite de messages au coach pour aujourd’hui : {{limit}} par jour avec votre offre. Revenez demain, ou passez à Premium',
    },
  },
  FLASHCARDS_EMPTY: {
    status: 409,
    message: {
      en: 'This lesson has no flashcards to export yet',
      fr: 'Ce cours n’a pas encore de cartes à exporter',
    },
  },
});
