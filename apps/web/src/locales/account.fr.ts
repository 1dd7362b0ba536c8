import type { accountEn } from './account.en.ts';
import type { TranslationShape } from './translation-shape.ts';

export const accountFr: TranslationShape<typeof accountEn> = {
  signOut: 'Se déconnecter',
  signedInAs: 'Connecté en tant que',
  security: 'Sécurité',
  dangerZone: 'Zone sensible',
  infos: {
    profile: 'Profil',
    profileHint: 'Votre nom dans l’application et ce qui sert à adapter vos révisions.',
    language: 'Langue de l’interface',
    save: 'Enregistrer',
    saved: 'Vos modifications sont enregistrées.',
    email: 'Adresse e-mail',
    emailHint: 'Nous y envoyons les liens de connexion et les reçus.',
    currentEmail: 'Adresse actuelle',
    verified: 'Confirmée',
    notVerified: 'Non confirmée',
    newEmail: 'Nouvelle adresse e-mail',
    changeEmail: 'Changer mon adresse',
    emailSent:
      'Nous avons envoyé un lien de confirmation à {{email}}. Votre adresse change dès que vous l’ouvrez.',
    referral: 'Votre code de parrainage',
  },
  password: {
    intro: 'Choisissez un mot de passe que vous n’utilisez nulle part ailleurs.',
    current: 'Mot de passe actuel',
    new: 'Nouveau mot de passe',
    confirm: 'Confirmez le nouveau mot de passe',
    othersSignedOut: 'Vos autres appareils seront déconnectés.',
    submit: 'Changer mon mot de passe',
    done: 'Votre mot de passe a été modifié.',
  },
  twoFactor: {
    intro:
      'À la connexion, nous demandons aussi un code d’une application d’authentification (Google Authenticator, Authy, 1Password…) : votre mot de passe seul ne suffit plus.',
    status: 'État',
    on: 'Activée',
    off: 'Désactivée',
    passwordPrompt: 'Confirmez avec votre mot de passe',
    enable: 'Activer la validation en deux étapes',
    disable: 'Désactiver la validation en deux étapes',
    scanTitle: '1. Scannez ce QR code',
    scan: 'Ouvrez votre application d’authentification, ajoutez un compte et scannez le code.',
    qrAlt: 'QR code à scanner avec votre application d’authentification',
    manual: 'Impossible de scanner ? Saisissez cette clé à la main :',
    backupTitle: '2. Gardez vos codes de secours',
    backupBody:
      'Chaque code sert une fois, si vous perdez votre téléphone. Rangez-les en lieu sûr : ils ne sont affichés que maintenant.',
    copy: 'Copier',
    copied: 'Copié',
    download: 'Télécharger',
    confirmTitle: '3. Saisissez un code de l’application',
    code: 'Code de l’application',
    confirm: 'Confirmer et activer',
    cancel: 'Annuler',
    enabled:
      'La validation en deux étapes est activée. Nous demanderons un code à chaque connexion.',
    disabled: 'La validation en deux étapes est désactivée.',
  },
  delete: {
    warning:
      'Cela supprime votre compte et tout ce qu’il contient : cours, fiches de révision, flashcards, quiz et fichiers. Un abonnement Premium s’arrête aussitôt, sans autre paiement. C’est définitif.',
    password: 'Votre mot de passe',
    word: 'Tapez {{word}} pour confirmer',
    submit: 'Supprimer définitivement mon compte',
  },
};
