import { defineErrors } from './define-errors.ts';

/** Sign-up, sign-in, passwords, email changes, two-factor, profile and onboarding. */
export const accountsErrors = defineErrors({
  EMAIL_REQUIRED: {
    status: 400,
    message: {
      en: 'You must provide either an email or phone number and a password',
      fr: 'Vous devez indiquer une adresse e-mail ou un numéro de téléphone et un mot de passe',
    },
  },
  EMAIL_INVALID: {
    status: 400,
    message: { en: 'Invalid email format', fr: 'Format d’adresse e-mail invalide' },
  },
  EMAIL_ALREADY_IN_USE: {
    status: 409,
    message: {
      en: 'This email is already in use. Sign in, or reset your password if you forgot it',
      fr: 'Cette adresse e-mail est déjà utilisée. Connectez-vous, ou réinitialisez votre mot de passe si vous l’avez oublié',
    },
  },
  PASSWORD_REQUIRED: {
    status: 400,
    message: { en: 'Enter your password', fr: 'Saisissez votre mot de passe' },
  },
  PASSWORD_TOO_SHORT: {
    status: 400,
    message: {
      en: 'Your password must be at least {{min}} characters long',
      fr: 'Votre mot de passe doit contenir au moins {{min}} caractères',
    },
  },
  PASSWORD_TOO_LONG: {
    status: 400,
    message: {
      en: 'Your password must be at most {{max}} characters long',
      fr: 'Votre mot de passe doit contenir au plus {{max}} caractères',
    },
  },
  PASSWORD_TOO_WEAK: {
    status: 400,
    message: {
      en: 'Your password needs an uppercase letter, a lowercase letter, a digit and a special character',
      fr: 'Votre mot de passe doit contenir une majuscule, une minuscule, un chiffre et un caractère spécial',
    },
  },
  PASSWORD_TOO_COMMON: {
    status: 400,
    message: {
      en: 'This password is one of the most common ones and easy to guess. Choose another',
      fr: 'Ce mot de passe fait partie des plus courants et se devine facilement. Choisissez-en un autre',
    },
  },
  PASSWORD_CONFIRMATION_REQUIRED: {
    status: 400,
    message: { en: 'Confirm your password', fr: 'Confirmez votre mot de passe' },
  },
  PASSWORDS_DO_NOT_MATCH: {
    status: 400,
    message: { en: 'Passwords do not match', fr: 'Les mots de passe ne correspondent pas' },
  },
  PASSWORD_SAME_AS_OLD: {
    status: 400,
    message: {
      en: 'Your new password must be different from the old one',
      fr: 'Votre nouveau mot de passe doit être différent de l’ancien',
    },
  },
  PASSWORD_UPDATE_FAILED: {
    status: 500,
    message: {
      en: 'Error updating password. Please try again',
      fr: 'Erreur lors de la mise à jour du mot de passe. Veuillez réessayer',
    },
  },
  EMAIL_UPDATE_FAILED: {
    status: 500,
    message: {
      en: 'Error updating email. Please try again',
      fr: 'Erreur lors de la mise à jour de l’adresse e-mail. Veuillez réessayer',
    },
  },
  EMAIL_CHANGE_NEEDS_CONFIRMATION: {
    status: 400,
    message: {
      en: 'Change your email address from your account settings: we send a confirmation link to the new address',
      fr: 'Changez votre adresse e-mail depuis les paramètres du compte : nous envoyons un lien de confirmation à la nouvelle adresse',
    },
  },
  EMAIL_SAME_AS_CURRENT: {
    status: 400,
    message: {
      en: 'This is already your email address',
      fr: 'C’est déjà votre adresse e-mail',
    },
  },
  INVALID_CREDENTIALS: {
    status: 401,
    message: {
      en: 'Wrong email or password',
      fr: 'Adresse e-mail ou mot de passe incorrect',
    },
  },
  CURRENT_PASSWORD_WRONG: {
    status: 400,
    message: {
      en: 'Your current password is not correct',
      fr: 'Votre mot de passe actuel n’est pas correct',
    },
  },
  EMAIL_NOT_VERIFIED: {
    status: 403,
    message: {
      en: 'Please confirm your email first: we sent you a link',
      fr: 'Veuillez d’abord confirmer votre adresse e-mail : nous vous avons envoyé un lien',
    },
  },
  LINK_INVALID_OR_EXPIRED: {
    status: 400,
    message: {
      en: 'This link has expired or was already used. Ask for a new one',
      fr: 'Ce lien a expiré ou a déjà été utilisé. Demandez-en un nouveau',
    },
  },
  TWO_FACTOR_CODE_INVALID: {
    status: 400,
    message: {
      en: 'This code is not valid. Check your authenticator app and try again',
      fr: 'Ce code n’est pas valide. Vérifiez votre application d’authentification et réessayez',
    },
  },
  TWO_FACTOR_SIGN_IN_AGAIN: {
    status: 400,
    message: {
      en: 'Too many wrong codes for this sign-in. Sign in again to get new tries',
      fr: 'Trop de codes erronés pour cette connexion. Reconnectez-vous pour réessayer',
    },
  },
  TWO_FACTOR_REQUIRED: {
    status: 401,
    message: {
      en: 'Enter the code from your authenticator app',
      fr: 'Saisissez le code de votre application d’authentification',
    },
  },
  RESET_ALREADY_REQUESTED: {
    status: 429,
    message: {
      en: 'A reset was already requested: check your inbox, or try again in {{seconds}} seconds',
      fr: 'Une réinitialisation a déjà été demandée : consultez votre boîte de réception, ou réessayez dans {{seconds}} secondes',
    },
  },
  USERNAME_TAKEN: {
    status: 409,
    message: {
      en: 'This username is already taken',
      fr: 'Ce nom d’utilisateur est déjà pris',
    },
  },
  USERNAME_INVALID: {
    status: 400,
    message: {
      en: 'Use 3 to 30 letters, digits, dots, dashes or underscores',
      fr: 'Utilisez 3 à 30 lettres, chiffres, points, tirets ou tirets bas',
    },
  },
  BIRTHDATE_INVALID: {
    status: 400,
    message: { en: 'Your birth date is not valid', fr: 'Votre date de naissance n’est pas valide' },
  },
  FIELD_REQUIRED: {
    status: 400,
    message: { en: 'This field is required', fr: 'Ce champ est obligatoire' },
  },
  DOMAIN_NOT_FOR_STATUS: {
    status: 400,
    message: {
      en: 'Choose a subject or level that matches your status',
      fr: 'Choisissez une matière ou un niveau qui correspond à votre statut',
    },
  },
  DOMAIN_OTHER_REQUIRED: {
    status: 400,
    message: { en: 'Type your level', fr: 'Indiquez votre niveau' },
  },
  DOMAIN_OTHER_TOO_LONG: {
    status: 400,
    message: {
      en: 'Keep your level under 60 characters',
      fr: 'Indiquez votre niveau en moins de 60 caractères',
    },
  },
  PARENTAL_CONSENT_REQUIRED: {
    status: 400,
    message: {
      en: 'Under 15, a parent or guardian must agree to your account: tick the box once they have',
      fr: 'Avant 15 ans, un parent ou tuteur doit accepter votre compte : cochez la case une fois son accord obtenu',
    },
  },
  DELETE_CONFIRMATION_WRONG: {
    status: 400,
    message: {
      en: 'Type {{word}} exactly to confirm',
      fr: 'Tapez {{word}} exactement pour confirmer',
    },
  },
  MAIL_NOT_SENT: {
    status: 503,
    message: {
      en: 'We could not send the email. Please try again in a moment',
      fr: 'Nous n’avons pas pu envoyer l’e-mail. Veuillez réessayer dans un instant',
    },
  },
});
