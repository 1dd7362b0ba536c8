import type { feedbackEn } from './feedback.en.ts';
import type { TranslationShape } from './translation-shape.ts';

export const feedbackFr: TranslationShape<typeof feedbackEn> = {
  card: {
    title: 'Comment se passent vos révisions ?',
    body: 'Dites-nous ce qui marche et ce qui coince : nous lisons chaque message.',
    bodyBeta:
      'Nous sommes en bêta : donnez votre avis, avec un commentaire, et profitez de 20 % de réduction sur Premium après le lancement.',
    earned: 'Merci ! Vos 20 % de réduction sur Premium après le lancement sont enregistrés.',
    open: 'Donner mon avis',
  },
  dialog: {
    title: 'Votre avis',
    description: 'Que pensez-vous de Study Assistant ?',
    close: 'Fermer',
  },
  moodsLabel: 'Votre humeur',
  moods: {
    very_bad: 'Très mauvais',
    bad: 'Mauvais',
    neutral: 'Neutre',
    good: 'Bien',
    very_good: 'Très bien',
  },
  comment: 'Commentaire',
  commentHint: 'Que devons-nous garder, corriger ou ajouter ?',
  commentBetaHint:
    'Un commentaire de quelques mots (4 au moins) vous fait gagner la récompense bêta de 20 %.',
  send: 'Envoyer',
  sending: 'Envoi…',
  thanks: 'Merci pour votre avis !',
  rewardEarned: 'Vous avez gagné 20 % de réduction sur chaque paiement Premium après le lancement.',
  rewardAlready: 'Votre récompense bêta de 20 % est déjà enregistrée.',
  another: 'Donner un autre avis',
  done: 'Fermer',
  bug: {
    title: 'Signaler un bug',
    intro:
      'Dites-nous ce que vous faisiez et ce qui n’a pas marché : plus c’est précis, plus vite nous corrigeons.',
    description: 'Que s’est-il passé ?',
    descriptionHint:
      'Ce que vous avez fait, ce que vous attendiez, ce que vous avez vu à la place.',
    screenshot: 'Capture d’écran (facultative)',
    screenshotHint: 'PNG, JPEG ou WebP, 5 Mo au maximum.',
    chooseScreenshot: 'Ajouter une capture',
    removeScreenshot: 'Retirer la capture',
    context: 'Envoyé avec votre signalement pour que nous puissions le reproduire',
    contextPage: 'Page',
    contextBrowser: 'Navigateur',
    contextScreen: 'Écran',
    contextLanguage: 'Langue',
    contextVersion: 'Version de l’application',
    send: 'Envoyer le signalement',
    sending: 'Envoi…',
    sent: 'Merci ! Votre signalement est bien arrivé, avec ses détails.',
    another: 'Signaler un autre bug',
  },
  support: {
    title: 'Nous contacter',
    intro:
      'Une question, un souci avec votre compte ou un paiement ? Écrivez-nous : nous répondons par e-mail.',
    subject: 'Objet',
    message: 'Votre message',
    send: 'Envoyer',
    sending: 'Envoi…',
    sent: 'Message envoyé. Nous vous répondrons à {{email}}.',
    another: 'Écrire un autre message',
  },
};
